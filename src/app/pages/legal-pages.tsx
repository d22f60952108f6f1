// The static legal pages, one chunk for the three: a title and placeholder text the operator
// replaces.
function StaticPage({ title, paragraphs }: { title: string; paragraphs: string[] }) {
  return (
    <article className="page">
      <h1 className="page__title">{title}</h1>
      {paragraphs.map((text) => (
        <p key={text}>{text}</p>
      ))}
    </article>
  )
}

export function PrivacyPolicyPage() {
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

export function TermsOfServicePage() {
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

export function DmcaPage() {
  return (
    <StaticPage
      title="DMCA"
      paragraphs={[
        'We respect the intellectual property of others and respond to notices of alleged copyright infringement under the Digital Millennium Copyright Act.',
        'The full DMCA policy and the notice procedure will be published here before launch.',
      ]}
    />
  )
}
