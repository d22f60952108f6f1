// The accessibility check every browser journey runs on each screen and modal it shows: axe-core
// over the whole page, failing on any serious or critical violation. Label in name (WCAG 2.5.3:
// a control's accessible name contains its visible text) is checked too; axe ships that rule
// switched off as experimental.
import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'

/** `what` names the screen or modal in the failure message. */
export async function expectAccessible(page: Page, what: string): Promise<void> {
  // Colours are judged once dialogs and toasts have finished fading in.
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running'),
  )
  const { violations } = await new AxeBuilder({ page })
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .analyze()
  const blocking = violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help} at ${violation.nodes
          .map((node) => node.target.join(' '))
          .join(', ')}`,
    )
  expect(blocking, `axe on ${what}`).toEqual([])
}
