export default function KycPage() {
  return <h1>KYC</h1>
}
