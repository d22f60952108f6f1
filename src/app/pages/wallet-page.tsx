import { PlaceholderPage } from './placeholder-page'

export default function WalletPage() {
  return <PlaceholderPage title="Wallet" />
}
