import { StaticPage } from './static-page'

export default function DmcaPage() {
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
