import { ModalRoute } from '../../features/modals/components/modal-route'
import { MODAL_CHANGE_PASSWORD } from '../../features/modals/modal-names'

export default function ChangePasswordPage() {
  return <ModalRoute modal={MODAL_CHANGE_PASSWORD} />
}
