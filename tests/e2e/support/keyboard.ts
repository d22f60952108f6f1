// Keyboard-only helpers: reach a control with Tab alone, and tell where focus is.
import { expect, type Locator, type Page } from '@playwright/test'

const isFocused = (locator: Locator) => locator.evaluate((el) => el === document.activeElement)

/** Presses Tab until `target` has focus (at most `limit` presses). */
export async function tabTo(page: Page, target: Locator, limit = 25): Promise<void> {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await isFocused(target)) return
    await page.keyboard.press('Tab')
  }
  expect(await isFocused(target), `Tab never reached ${target.toString()}`).toBe(true)
}

/** Focus is somewhere inside the open dialog. */
export async function expectFocusInDialog(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]')))
    .toBe(true)
}
