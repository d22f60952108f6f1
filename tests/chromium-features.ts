// Chromium launched with more of its features turned off than Playwright turns off itself. Chromium
// reads only the last --disable-features of its command line, and Playwright passes a list of its
// own, so the two become one: Playwright's list is read from a first, short launch's command line
// (Browser.getBrowserCommandLine, which needs --enable-automation) and replaced by the merged one.
import { chromium, type Browser, type LaunchOptions } from '@playwright/test'

/**
 * Desktop Chromium's omnibox popup, two WebUI pages it loads for each window even when headless:
 * its own user interface, which a phone's browser does not have. On a two-core machine their
 * loading overlapped the page being measured, and the time they took from it counted against the
 * page (docs/testing.md, "Chromium's own pages").
 */
export const BROWSER_UI_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup']

const DISABLE = '--disable-features='

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

export async function launchWithFeaturesOff(
  options: LaunchOptions,
  featuresOff: string[],
): Promise<Browser> {
  const defaults = await playwrightsDisabled(options)
  const disabled = [defaults?.slice(DISABLE.length), ...featuresOff].filter(Boolean).join(',')
  return chromium.launch({
    ...options,
    ignoreDefaultArgs: defaults ? [defaults] : undefined,
    args: [...(options.args ?? []), `${DISABLE}${disabled}`],
  })
}
