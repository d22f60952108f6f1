// Every alert a page shows, noted as it appears: a toast that closes by itself after a few
// seconds is still counted. A journey that asks whether some alert ever came reads the notes once
// the page has gone on past the moment it would have (an answer loaded, a later step drawn),
// never by looking for one that is absent, which passes before a late toast arrives and, retried,
// passes again once the toast has closed.
import type { Page } from '@playwright/test'

/**
 * Starts noting, in order, the text of each element with role alert once it has text (and again
 * if its text changes). Set before the page loads: it lasts over reloads and navigations.
 */
export async function recordAlerts(page: Page): Promise<() => string[]> {
  const texts = new Map<string, string>()
  await page.exposeFunction('__alertShown', (id: string, text: string) => {
    texts.set(id, text)
  })
  await page.addInitScript(() => {
    const report = (window as unknown as { __alertShown: (id: string, text: string) => void })
      .__alertShown
    const ids = new WeakMap<Element, string>()
    const prefix = `${Date.now()}-${Math.random()}`
    let next = 0
    const shown = new Map<string, string>()
    const read = () => {
      for (const alert of document.querySelectorAll('[role="alert"]')) {
        const text = alert.textContent?.trim() ?? ''
        if (!text) continue
        if (!ids.has(alert)) ids.set(alert, `${prefix}-${(next += 1)}`)
        const id = ids.get(alert)!
        if (shown.get(id) === text) continue
        shown.set(id, text)
        void report(id, text)
      }
    }
    new MutationObserver(read).observe(document, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
      attributeFilter: ['role'],
    })
  })
  return () => [...texts.values()]
}

/** How long each toast shown stays, in ms: the length of the countdown drawn under it. */
export function toastCountdowns(page: Page): Promise<number[]> {
  return page.evaluate(() =>
    document
      .getAnimations()
      .filter((animation) =>
        (animation.effect as KeyframeEffect | null)?.target?.matches(
          '[role="progressbar"][aria-label="notification timer"]',
        ),
      )
      .map((animation) => Number(animation.effect?.getComputedTiming().duration)),
  )
}

/**
 * Runs every toast's countdown to its end, as if its time had passed: a toast closes by itself
 * when the countdown drawn under it ends, a CSS animation that Playwright's clock does not drive.
 */
export async function endToastCountdowns(page: Page): Promise<void> {
  await page.evaluate(() => {
    for (const animation of document.getAnimations()) {
      const target = (animation.effect as KeyframeEffect | null)?.target
      if (target?.matches('[role="progressbar"][aria-label="notification timer"]')) {
        animation.finish()
      }
    }
  })
}
