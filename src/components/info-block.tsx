// The info block (SPEC.md §2): legal links, contact addresses and the operator's details.
// Values come from src/config/links.ts.
import { company, contactAddresses, externalLinks } from '../config/links'
import './info-block.css'

const legalLinks = [
  { href: externalLinks.statement2257, label: '18 U.S.C. 2257 Statement' },
  { href: externalLinks.dmcaPolicy, label: 'DMCA Policy' },
  { href: externalLinks.termsOfUse, label: 'Terms of Use' },
  { href: externalLinks.privacyPolicy, label: 'Privacy Policy' },
  { href: externalLinks.billingSupport, label: 'Billing Support & Cancellation' },
]

const contacts = [
  { label: 'General inquiries', address: contactAddresses.general },
  { label: 'Privacy inquiries', address: contactAddresses.privacy },
  { label: 'Copyright inquiries', address: contactAddresses.copyright },
  { label: '2257 inquiries', address: contactAddresses.statement2257 },
  { label: 'Billing inquiries', address: contactAddresses.billing },
]

export function InfoBlock() {
  return (
    <footer className="info-block">
      <nav aria-label="Legal">
        <ul className="info-block__links">
          {legalLinks.map(({ href, label }) => (
            <li key={label}>
              <a href={href} target="_blank" rel="noopener noreferrer">
                {label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <dl className="info-block__contacts">
        {contacts.map(({ label, address }) => (
          <div key={label} className="info-block__contact">
            <dt>{label}</dt>
            <dd>
              <a href={`mailto:${address}`}>{address}</a>
            </dd>
          </div>
        ))}
      </dl>
      <address className="info-block__company">
        {[company.operator, ...company.addressLines].map((line) => (
          <span key={line}>{line}</span>
        ))}
      </address>
    </footer>
  )
}
