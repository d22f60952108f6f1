// What `npm start` and `npm run preview` print: where things run and how to sign in.
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../seed/demo-accounts'

export function printBanner(appUrl: string, kycUrl: string, mediaUrl = ''): void {
  const accounts = Object.values(DEMO_ACCOUNTS)
  const width = Math.max(...accounts.map((account) => account.email.length))
  const media = mediaUrl ? `\n  Media:          ${mediaUrl} (stands in for a CDN)` : ''
  console.log(`
  App:            ${appUrl}
  Identity check: ${kycUrl} (widget stand-in)${media}

  Demo accounts (password ${DEMO_PASSWORD}):
${accounts.map((account) => `    ${account.email.padEnd(width)}  ${account.about}`).join('\n')}

  Registration codes and reset links are printed here; code 123456 always works.
`)
}

export const portFromEnv = (name: string, fallback: number) => {
  const value = Number(process.env[name])
  return Number.isInteger(value) && value >= 0 ? value : fallback
}

/** A port only when the variable is set: `MEDIA_PORT` turns the second media origin on. */
export const optionalPortFromEnv = (name: string): number | undefined =>
  process.env[name]?.trim() ? portFromEnv(name, 0) : undefined
