import { ModalRoute } from '../../features/modals/components/modal-route'
import { MODAL_REGISTRATION } from '../../features/modals/modal-names'

export default function RegistrationPage() {
  return <ModalRoute modal={MODAL_REGISTRATION} />
}
