// The production build's Content-Security-Policy as a page meets it: the meta tag's directives,
// and every violation the page reports, as an event or as a console line.
import type { Page } from '@playwright/test'

/** directive → its sources, from the page's meta tag. */
export async function pagePolicy(page: Page): Promise<Record<string, string[]>> {
  const content = await page
    .locator('meta[http-equiv="Content-Security-Policy"]')
    .getAttribute('content')
  return Object.fromEntries(
    (content ?? '').split(';').map((directive): [string, string[]] => {
      const [name = '', ...sources] = directive.trim().split(/\s+/)
      return [name, sources]
    }),
  )
}

/**
 * Every violation of the policy from now on, in the page and in every document it opens: the
 * `securitypolicyviolation` event (what was blocked, under which directive) and Chromium's console
 * report. Call before the first navigation.
 */
export async function watchPolicyViolations(page: Page): Promise<string[]> {
  const violations: string[] = []
  await page.exposeFunction('reportPolicyViolation', (text: string) => violations.push(text))
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportPolicyViolation: (text: string) => void })
        .reportPolicyViolation
      report(
        `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} on ${event.documentURI}` +
          (event.sourceFile ? ` (${event.sourceFile}:${event.lineNumber})` : ''),
      )
    })
  })
  page.on('console', (message) => {
    if (/Content.Security.Policy/i.test(message.text())) violations.push(message.text())
  })
  return violations
}
