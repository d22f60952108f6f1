import { StaticPage } from './static-page'

export default function PrivacyPolicyPage() {
  return (
    <StaticPage
      title="Privacy Policy"
      paragraphs={[
        'This Privacy Policy explains which personal data we collect when you use the service, why we collect it and how you can control it.',
        'The full text of the policy will be published here before launch.',
      ]}
    />
  )
}
