// Chromium launched with more of its features turned off than Playwright turns off itself. Chromium
// reads only the last --disable-features of its command line, and Playwright passes a list of its
// own, so the two become one: Playwright's list is read from a first, short launch's command line
// (Browser.getBrowserCommandLine, which needs --enable-automation) and replaced by the merged one.
import { chromium, type LaunchOptions } from '@playwright/test'

/**
 * Desktop Chromium's omnibox popup, two WebUI pages it loads for each window even when headless:
 * its own user interface, which a phone's browser does not have. On a two-core machine their
 * loading overlapped the page being measured, and the time they took from it counted against the
 * page (docs/testing.md, "Chromium's own pages").
 */
export const BROWSER_UI_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup']

const DISABLE = '--disable-features='
/** Where a Playwright config keeps Playwright's list for its test workers (below). */
const KEPT = 'PLAYWRIGHT_DISABLED_FEATURES'

/** Playwright's own --disable-features argument for these options, if it passes one. */
async function playwrightsDisabled(options: LaunchOptions): Promise<string | undefined> {
  const probe = await chromium.launch({
    ...options,
    args: [...(options.args ?? []), '--enable-automation'],
  })
  try {
    const cdp = await probe.newBrowserCDPSession()
    const { arguments: line } = await cdp.send('Browser.getBrowserCommandLine')
    return line.find((arg) => arg.startsWith(DISABLE))
  } finally {
    await probe.close()
  }
}

function merged(options: LaunchOptions, defaults: string | undefined, featuresOff: string[]) {
  const disabled = [defaults?.slice(DISABLE.length), ...featuresOff].filter(Boolean).join(',')
  return {
    ...options,
    ignoreDefaultArgs: defaults ? [defaults] : undefined,
    args: [...(options.args ?? []), `${DISABLE}${disabled}`],
  }
}

/**
 * `options` with `featuresOff` turned off too. A Playwright config is read by the runner and again
 * by each test worker, which the runner starts with its environment: the first launch runs once,
 * in the runner, and the workers read its answer from there.
 */
export async function launchOptionsWithFeaturesOff(
  options: LaunchOptions,
  featuresOff: string[],
): Promise<LaunchOptions> {
  process.env[KEPT] ??= (await playwrightsDisabled(options)) ?? ''
  return merged(options, process.env[KEPT] || undefined, featuresOff)
}
