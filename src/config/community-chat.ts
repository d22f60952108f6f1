// The community chat's address, apart from the other external links (links.ts, which lists it
// too): the age gate's Leave goes there, and the gate is part of the first render, which should
// not carry every link and address of the info block.
export const COMMUNITY_CHAT_URL = 'https://example.com/community'
