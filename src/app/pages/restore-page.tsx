import { MODAL_RESTORE_PASSWORD } from '../../lib/modal-actions'
import { ModalRoute } from './modal-route'

export default function RestorePage() {
  return <ModalRoute modal={MODAL_RESTORE_PASSWORD} redirectWhenLoggedIn />
}
