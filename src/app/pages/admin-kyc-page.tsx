import { PlaceholderPage } from './placeholder-page'

export default function AdminKycPage() {
  return <PlaceholderPage title="Apply KYC - ( Grant Creator Access )" />
}
