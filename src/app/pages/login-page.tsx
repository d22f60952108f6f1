import { MODAL_LOGIN } from '../../lib/modal-actions'
import { ModalRoute } from './modal-route'

export default function LoginPage() {
  return <ModalRoute modal={MODAL_LOGIN} redirectWhenLoggedIn />
}
