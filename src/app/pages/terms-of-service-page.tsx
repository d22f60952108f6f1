import { StaticPage } from './static-page'

export default function TermsOfServicePage() {
  return (
    <StaticPage
      title="Terms of Service"
      paragraphs={[
        'By using the service you confirm that you are at least 18 years old (21 in some countries) and agree to these Terms of Service.',
        'The full terms will be published here before launch.',
      ]}
    />
  )
}
