// External links and contact addresses of the info block. Placeholder values: the
// operator replaces them before launch (the community chat's in community-chat.ts). Hosts are
// deliberately generic.
import { COMMUNITY_CHAT_URL } from './community-chat'

export const externalLinks = {
  statement2257: 'https://example.com/2257',
  dmcaPolicy: 'https://example.com/dmca',
  termsOfUse: 'https://example.com/terms',
  privacyPolicy: 'https://example.com/privacy',
  billingSupport: 'https://example.com/billing',
  communityChat: COMMUNITY_CHAT_URL,
  messagingChannel: 'https://example.com/channel',
  socialProfile: 'https://example.com/social',
  nftMarketplace: 'https://example.com/nft',
} as const

export const contactAddresses = {
  general: 'support@example.com',
  privacy: 'privacy@example.com',
  copyright: 'copyright@example.com',
  statement2257: 'records@example.com',
  billing: 'billing@example.com',
} as const

export const company = {
  operator: 'Operated by Example Media Ltd.',
  addressLines: ['1 Example Street', 'Example City, EX 00000'],
} as const
