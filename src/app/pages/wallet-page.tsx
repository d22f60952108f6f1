import { WalletScreen } from '../../features/wallet/components/wallet-screen'

export default function WalletPage() {
  return <WalletScreen />
}
