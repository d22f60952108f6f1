import { ModalRoute } from '../../features/modals/components/modal-route'
import { MODAL_RESTORE_PASSWORD } from '../../features/modals/modal-names'

export default function RestorePage() {
  return <ModalRoute modal={MODAL_RESTORE_PASSWORD} redirectWhenLoggedIn />
}
