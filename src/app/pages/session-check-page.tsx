import { SessionCheckFailure } from '../../features/auth/components/session-check-failure'

export default function SessionCheckPage() {
  return <SessionCheckFailure />
}
