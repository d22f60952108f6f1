// The info block: legal and community links, contact addresses and the operator's
// details. Values come from src/config/links.ts.
import { company, contactAddresses, externalLinks } from '../config/links'
import { track } from '../lib/analytics'
import './info-block.css'

const legalLinks = [
  { href: externalLinks.statement2257, label: '18 U.S.C. 2257 Statement' },
  { href: externalLinks.dmcaPolicy, label: 'DMCA Policy' },
  { href: externalLinks.termsOfUse, label: 'Terms of Use' },
  { href: externalLinks.privacyPolicy, label: 'Privacy Policy' },
  { href: externalLinks.billingSupport, label: 'Billing Support & Cancellation' },
]

// The community chat is the one followed link with an analytics event.
const communityLinks = [
  { href: externalLinks.communityChat, label: 'Community chat', event: 'discord_button' },
  { href: externalLinks.messagingChannel, label: 'Messaging channel' },
  { href: externalLinks.socialProfile, label: 'Social profile' },
  { href: externalLinks.nftMarketplace, label: 'NFT marketplace' },
] as const

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
      <nav aria-label="Community">
        <ul className="info-block__links">
          {communityLinks.map((link) => (
            <li key={link.label}>
              <a
                href={link.href}
                target="_blank"
                rel="noopener noreferrer"
                onClick={'event' in link ? () => void track(link.event) : undefined}
              >
                {link.label}
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
