import { KycScreen } from '../../features/kyc/components/kyc-screen'

export default function KycPage() {
  return <KycScreen />
}
