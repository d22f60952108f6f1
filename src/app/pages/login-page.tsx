import { ModalRoute } from '../../features/modals/components/modal-route'
import { MODAL_LOGIN } from '../../features/modals/modal-names'

export default function LoginPage() {
  return <ModalRoute modal={MODAL_LOGIN} redirectWhenLoggedIn />
}
