// The accessibility check browser journeys run on the screens and modals they show: axe-core over
// the whole page, failing on any serious or critical violation. Label in name (WCAG 2.5.3: a
// control's accessible name contains its visible text) is checked too; axe ships that rule
// switched off as experimental. Each state is scanned once per run, however many journeys pass
// through it; how states are named: support/axe-states.ts.
//
// It runs axe in the page's own frames (AxeBuilder's legacy mode): the default mode runs axe in
// every frame and then merges the results in a blank page it opens for each scan, which made a
// scan cost about a second rather than half of one. Legacy mode skips cross-origin frames; the
// only one the app shows is the identity-check provider's widget, which is not the app's markup.
// Only violations are read, so only violations are asked for.
import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'
import { claimState } from './axe-states'

/** Longer than any entrance or exit transition: a longer or endless animation is a timer or a spinner. */
const TRANSITION_MS = 1_000

export async function expectAccessible(page: Page, state: string): Promise<void> {
  if (!claimState(state)) return
  // Colours are judged once dialogs and toasts have finished fading in; a spinner or a toast's
  // countdown never settles and needs no waiting for.
  await page.waitForFunction(
    (longest) =>
      document.getAnimations().every((animation) => {
        const timing = animation.effect?.getComputedTiming()
        const total = Number(timing?.endTime ?? Infinity)
        return animation.playState !== 'running' || !(total <= longest)
      }),
    TRANSITION_MS,
  )
  const { violations } = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({
      resultTypes: ['violations'],
      rules: { 'label-content-name-mismatch': { enabled: true } },
    })
    .analyze()
  const blocking = violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help} at ${violation.nodes
          .map((node) => node.target.join(' '))
          .join(', ')}`,
    )
  expect(blocking, `axe on ${state}`).toEqual([])
}
