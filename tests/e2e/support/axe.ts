// The accessibility check browser journeys run on the screens and modals they show: axe-core over
// the whole page, failing on any serious or critical violation. Label in name (WCAG 2.5.3: a
// control's accessible name contains its visible text) is checked too; axe ships that rule
// switched off as experimental. Each state is scanned once per run, however many journeys pass
// through it; how states are named: support/axe-states.ts.
//
// axe-core runs in the page and its frames of the same origin; frames of another origin are left
// out (the only one the app shows is the identity-check provider's widget, not the app's markup),
// as @axe-core/playwright's legacy mode did. That package put axe's unminified source (1.3 MB)
// into every frame twice a scan; the minified build goes in here once per document, which took
// about a tenth off the keyboard journeys' time. Only violations are asked for.
import fs from 'node:fs'
import { createRequire } from 'node:module'
import type * as Axe from 'axe-core'
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
  const violations = await runAxe(page)
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

const OPTIONS = {
  resultTypes: ['violations'],
  rules: { 'label-content-name-mismatch': { enabled: true } },
} satisfies Axe.RunOptions

const AXE_SOURCE = fs.readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
)

declare global {
  interface Window {
    axe: typeof Axe
  }
}

const originOf = (url: string) => (URL.canParse(url) ? new URL(url).origin : url)

async function runAxe(page: Page): Promise<Axe.Result[]> {
  const appOrigin = originOf(page.url())
  for (const frame of page.frames()) {
    if (originOf(frame.url()) !== appOrigin) continue
    if (await frame.evaluate(() => 'axe' in window)) continue
    await frame.evaluate(AXE_SOURCE)
    await frame.evaluate(() => window.axe.configure({ allowedOrigins: ['<same_origin>'] }))
  }
  return page.evaluate(
    async (options) => (await window.axe.run(document, options)).violations,
    OPTIONS,
  )
}
