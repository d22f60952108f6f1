import { MODAL_REGISTRATION } from '../../lib/modal-actions'
import { ModalRoute } from './modal-route'

export default function RegistrationPage() {
  return <ModalRoute modal={MODAL_REGISTRATION} />
}
