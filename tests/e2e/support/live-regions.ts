// What a screen reader announces without the focus moving there: text inside a live region
// (role alert, status or log, or aria-live other than off) that is not inert or hidden from it.
import { expect, type Locator } from '@playwright/test'

export async function expectAnnounced(text: Locator, what: string): Promise<void> {
  await expect(text).toBeVisible()
  const region = await text.evaluate((element) => {
    if (element.closest('[inert], [aria-hidden="true"]')) return 'inert or hidden'
    const live = element.closest(
      '[role="alert"], [role="status"], [role="log"], [aria-live]:not([aria-live="off"])',
    )
    return live ? 'live' : 'in no live region'
  })
  expect(region, `${what} is announced`).toBe('live')
}
