import { MODAL_CHANGE_PASSWORD } from '../../lib/modal-actions'
import { ModalRoute } from './modal-route'

export default function ChangePasswordPage() {
  return <ModalRoute modal={MODAL_CHANGE_PASSWORD} />
}
