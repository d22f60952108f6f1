// Finding what a user sees, in any engine: a control by its visible text or label, waited for
// by polling the page from Node (an engine's own wait helpers evaluate code the app's
// Content-Security-Policy may refuse, which would read as a page error).
import type { EnginePage } from './engine'

const POLL_MS = 100
export const WAIT_MS = 10_000

/** Polls `read` until `accept` holds; fails naming `what`, with the last value read. */
export async function waitFor<T>(
  what: string,
  read: () => Promise<T>,
  accept: (value: T) => boolean = Boolean,
  timeoutMs = WAIT_MS,
): Promise<T> {
  const until = Date.now() + timeoutMs
  let last: T | undefined
  for (;;) {
    last = await read()
    if (accept(last)) return last
    if (Date.now() > until)
      throw new Error(`Timed out waiting for ${what} (last: ${JSON.stringify(last)})`)
    await new Promise((resolve) => setTimeout(resolve, POLL_MS))
  }
}

/**
 * In the page: tags the first visible element matching `css` whose accessible text (aria-label,
 * else text content) equals `name`, inside `within` when given; returns a selector for it.
 */
function tag(css: string, name: string, within: string | null): string | null {
  const scope = within ? document.querySelector(within) : document
  if (!scope) return null
  for (const element of scope.querySelectorAll<HTMLElement>(css)) {
    const text = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim()
    const box = element.getBoundingClientRect()
    if (text !== name || box.width === 0 || box.height === 0) continue
    const id = String(Math.random()).slice(2)
    element.setAttribute('data-engine-mark', id)
    return `[data-engine-mark="${id}"]`
  }
  return null
}

/** A selector for the visible `css` element named `name` (waits for it). */
export function markByName(
  page: EnginePage,
  css: string,
  name: string,
  within: string | null = null,
): Promise<string> {
  return waitFor(`${css} named '${name}'`, () => page.evaluate(tag, css, name, within)).then(
    (selector) => selector as string,
  )
}

/** The element's box, as a string to compare. */
const boxOf = (selector: string) => {
  const box = document.querySelector(selector)?.getBoundingClientRect()
  return box ? `${box.x},${box.y},${box.width},${box.height}` : ''
}

/**
 * Clicks the visible `css` element named `name` once it has stopped moving: a click aimed while a
 * slide or a sheet still slides in lands beside it. An element the app draws anew meanwhile (a
 * re-render that replaces it, and with it the mark) is found again by its name.
 */
async function clickNamed(
  page: EnginePage,
  css: string,
  name: string,
  within: string | null,
): Promise<void> {
  let selector = await markByName(page, css, name, within)
  let last = ''
  await waitFor(`${css} named '${name}' to stop moving`, async () => {
    let now = await page.evaluate(boxOf, selector)
    if (now === '') {
      selector = (await page.evaluate(tag, css, name, within)) ?? selector
      now = await page.evaluate(boxOf, selector)
    }
    const still = now !== '' && now === last
    last = now
    return still
  })
  await page.click(selector)
}

export const clickButton = (page: EnginePage, name: string, within: string | null = null) =>
  clickNamed(page, 'button', name, within)

export const clickLink = (page: EnginePage, name: string, within: string | null = null) =>
  clickNamed(page, 'a', name, within)

/** The page's visible text contains `text` (waits for it; between two documents there is none). */
export const waitForText = (page: EnginePage, text: string, timeoutMs = WAIT_MS) =>
  waitFor(
    `the text '${text}'`,
    () => page.evaluate((wanted) => (document.body?.innerText ?? '').includes(wanted), text),
    Boolean,
    timeoutMs,
  )
