// Keyboard-only helpers: reach a control with Tab alone, tell where focus is and whether it
// shows, go round a whole screen or dialog by Tab, and check a dialog the keyboard opened.
import { expect, type JSHandle, type Locator, type Page } from '@playwright/test'
import { expectAccessible } from './axe'
import { expectHeadingsInOrder } from './headings'

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

/** One press of Tab as the user sees it: where the focus went and whether that shows. */
interface Stop {
  /** The same number for the same element all along the page's life; 0 for the page. */
  id: number
  name: string
  /** Nothing has the focus (it went past the page's last control). */
  isPage: boolean
  /** The focus is inside a player's or a frame's own controls, which draw their own ring. */
  isNative: boolean
  /** An outline or a shadow on the control, or on the label that stands for a hidden input. */
  isRinged: boolean
  isDialogOpen: boolean
  /** Outside the open dialog (always false when none is open). */
  isOutsideDialog: boolean
}

type IdOf = (element: Element) => number

/**
 * The in-page function that numbers elements, the same one for the page's life (kept on window):
 * `readStop` and `tabbables` both name elements by it.
 */
const elementIds = (page: Page): Promise<JSHandle<IdOf>> =>
  page.evaluateHandle(() => {
    const state = window as unknown as { tabStopId?: IdOf }
    if (!state.tabStopId) {
      const ids = new WeakMap<Element, number>()
      let next = 1
      state.tabStopId = (element) => {
        if (!ids.has(element)) ids.set(element, next++)
        return ids.get(element) ?? 0
      }
    }
    return state.tabStopId
  })

const readStop = (page: Page, ids: JSHandle<IdOf>): Promise<Stop> =>
  page.evaluate((idOf) => {
    const active = document.activeElement
    const dialog = document.querySelector('[role="dialog"][aria-modal="true"]')
    const base = { isDialogOpen: !!dialog, isOutsideDialog: false, isNative: false }
    if (!active || active === document.body) {
      return { ...base, id: 0, name: 'the page', isPage: true, isRinged: true }
    }
    const ringed = (element: Element) => {
      const style = getComputedStyle(element)
      const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0
      return outline || style.boxShadow !== 'none'
    }
    const drawn = (element: Element) => {
      const box = element.getBoundingClientRect()
      return getComputedStyle(element).opacity !== '0' && box.width > 1 && box.height > 1
    }
    // An input hidden under its label (a switch, a file picker) shows the focus on the label.
    const faces = drawn(active)
      ? [active]
      : Array.from((active as HTMLInputElement).labels ?? []).flatMap((label) => [
          label,
          ...Array.from(label.querySelectorAll('*')),
        ])
    const label = (active.getAttribute('aria-label') ?? active.textContent ?? '').trim()
    return {
      ...base,
      id: idOf(active),
      name: `${active.tagName.toLowerCase()} '${label.slice(0, 40)}'`,
      isPage: false,
      isNative: active instanceof HTMLMediaElement || active instanceof HTMLIFrameElement,
      isRinged: faces.some(ringed),
      isOutsideDialog: !!dialog && !dialog.contains(active),
    }
  }, ids)

/** Every control the keyboard should reach now (one per radio group), with `readStop`'s ids. */
const tabbables = (page: Page, ids: JSHandle<IdOf>): Promise<{ id: number; name: string }[]> =>
  page.evaluate((idOf) => {
    const dialog = document.querySelector('[role="dialog"][aria-modal="true"]')
    const candidates = (dialog ?? document.body).querySelectorAll<HTMLElement>(
      'a[href], button, input, select, textarea, iframe, video[controls], [tabindex]',
    )
    const groups = new Set<string>()
    const reachable = (element: HTMLElement) => {
      const isPlayer = element instanceof HTMLMediaElement
      if ((!isPlayer && element.tabIndex < 0) || (element as HTMLButtonElement).disabled) {
        return false
      }
      if (element.closest('[inert], [hidden], fieldset:disabled')) return false
      if (!element.checkVisibility({ visibilityProperty: true })) return false
      if (element instanceof HTMLInputElement && element.type === 'radio') {
        const group = `${element.form?.id ?? ''}:${element.name}`
        if (groups.has(group)) return false
        groups.add(group)
      }
      return true
    }
    return Array.from(candidates)
      .filter(reachable)
      .map((element) => ({
        id: idOf(element),
        name: `${element.tagName.toLowerCase()} '${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}'`,
      }))
  }, ids)

/**
 * Tabs once round the screen, or round the dialog open over it: the focus comes back to where
 * it started (no trap), every control that can take the focus gets it on the way (one stop per
 * radio group), each one visibly, and a dialog never lets it out. A player's or a frame's own
 * controls are one stop, after which the focus may rest on the page once (the browser's own step
 * out of them). Returns the stops' names in order.
 */
export async function expectTabCycle(page: Page, what: string, limit = 150): Promise<string[]> {
  const ids = await elementIds(page)
  const stops: Stop[] = []
  let first: number | null = null
  let isRound = false
  for (let presses = 0; presses < limit && !isRound; presses += 1) {
    await page.keyboard.press('Tab')
    const stop = await readStop(page, ids)
    // Back at the first stop; a player's or a frame's controls share one element, so there it
    // must have left first.
    isRound = stop.id === first && (!stop.isNative || stops.at(-1)?.id !== first)
    if (isRound) break
    if (!stop.isPage) first ??= stop.id
    stops.push(stop)
  }
  const names = stops.map((stop) => stop.name)
  expect(isRound, `${what}: Tab never came back round: ${names.join(', ')}`).toBe(true)
  const unringed = stops.filter((stop) => !stop.isRinged && !stop.isNative)
  expect(
    unringed.map((stop) => stop.name),
    `${what}: focus not visible on`,
  ).toEqual([])
  const escaped = stops.filter(
    (stop, index) =>
      stop.isOutsideDialog || (stop.isDialogOpen && stop.isPage && !stops[index - 1]?.isNative),
  )
  expect(
    escaped.map((stop) => stop.name),
    `${what}: the focus left the dialog for`,
  ).toEqual([])
  const seen = new Set(stops.map((stop) => stop.id))
  const missed = (await tabbables(page, ids)).filter(({ id }) => !seen.has(id))
  expect(
    missed.map((control) => control.name),
    `${what}: Tab never reached`,
  ).toEqual([])
  return [...new Set(names)]
}

/** The focused control shows it: an outline or a shadow, on it or on a hidden input's label. */
export async function expectFocusVisible(page: Page, what: string): Promise<void> {
  const stop = await readStop(page, await elementIds(page))
  expect(stop.isPage, `${what}: nothing has the focus`).toBe(false)
  expect(stop.isRinged, `${what}: focus not visible on ${stop.name}`).toBe(true)
}

/**
 * A dialog the keyboard opened: focus is in it, its headings are in order, Tab goes round it
 * without leaving, and axe finds nothing serious.
 */
export async function expectDialogByKeyboard(
  page: Page,
  dialog: Locator,
  what: string,
): Promise<void> {
  await expect(dialog).toBeVisible()
  await expectFocusInDialog(page)
  await expectHeadingsInOrder(page, what)
  await expectTabCycle(page, what)
  await expectAccessible(page, what)
}

/** Escape closes the dialog and the focus is back, visibly, on what opened it. */
export async function expectEscapeBackTo(page: Page, dialog: Locator, opener: Locator) {
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(opener).toBeFocused()
  await expectFocusVisible(page, `${opener.toString()} after Escape`)
}
