// What the mock "sends" by e-mail (verification codes, reset links): printed to the console,
// and kept so tests can read it through GET /__mock/mail.

const sent = new Map<string, { code?: string; resetLink?: string }>()

const quiet = () => typeof process !== 'undefined' && !!process.env.VITEST

export function mailCode(email: string, code: string): void {
  sent.set(email, { ...sent.get(email), code })
  if (!quiet())
    console.info(`[mock-api] Verification code for ${email}: ${code} (123456 works too)`)
}

export function mailResetLink(email: string, link: string): void {
  sent.set(email, { ...sent.get(email), resetLink: link })
  if (!quiet()) console.info(`[mock-api] Password reset link for ${email}: ${link}`)
}

export function lastMail(email: string) {
  return sent.get(email) ?? {}
}

export function clearMail(): void {
  sent.clear()
}
