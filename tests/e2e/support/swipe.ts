// Touch swipes on the feed through the DevTools protocol, as a finger would make them. Each touch
// event carries the time the finger made it (CDP's `timestamp`), so a gesture is as fast or as slow
// as the test says however busy the machine running it is: the app judges gestures by those times.
import { expect, type CDPSession, type Page } from '@playwright/test'
import { activeIndex, feedRegion, INDEX_POLL_INTERVALS } from './feed'

const sessions = new WeakMap<Page, Promise<CDPSession>>()

function cdpOf(page: Page): Promise<CDPSession> {
  let session = sessions.get(page)
  if (!session) {
    session = page.context().newCDPSession(page)
    sessions.set(page, session)
  }
  return session
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

interface SwipeOptions {
  /** px; or `fraction` of the feed's height. */
  distance?: number
  fraction?: number
  moves?: number
  /** From touchstart to touchend, as the finger makes it. */
  durationMs?: number
  /** Swipe at once, whether Swiper has loaded or not (a viewer does not wait for it). */
  now?: boolean
}

interface TouchAt {
  type: 'touchStart' | 'touchMove' | 'touchEnd'
  y?: number
  /** The finger's time, ms since the epoch. */
  at: number
}

/** One gesture's touch events, starting at `start`. */
function gesture(
  box: { y: number; height: number },
  direction: 'up' | 'down',
  { distance = 240, fraction, moves = 6, durationMs = 60 }: SwipeOptions,
  start: number,
): TouchAt[] {
  const length = fraction === undefined ? distance : box.height * fraction
  const sign = direction === 'up' ? -1 : 1
  const startY = box.y + box.height / 2 - (sign * length) / 2
  const events: TouchAt[] = [{ type: 'touchStart', y: startY, at: start }]
  for (let move = 1; move <= moves; move += 1) {
    const y = startY + (sign * length * move) / moves
    events.push({ type: 'touchMove', y, at: start + (durationMs * move) / moves })
  }
  events.push({ type: 'touchEnd', at: start + durationMs })
  return events
}

/**
 * Sends touch events in the finger's rhythm where the machine keeps up; where it does not, they
 * go out back to back rather than each waiting for the last one's answer, so the page gets them as
 * closely as a finger would give them.
 */
async function sendTouches(page: Page, x: number, events: TouchAt[]): Promise<void> {
  const cdp = await cdpOf(page)
  const sent: Promise<unknown>[] = []
  for (const { type, y, at } of events) {
    await pause(at - Date.now())
    sent.push(
      cdp.send('Input.dispatchTouchEvent', {
        type,
        touchPoints: y === undefined ? [] : [{ x, y: Math.round(y) }],
        timestamp: at / 1000,
      }),
    )
  }
  await Promise.all(sent)
}

async function feedBox(page: Page, now: boolean) {
  // Unless asked not to, swipe once Swiper has loaded (it is not part of the first render).
  if (!now) await page.locator('.swiper-initialized').waitFor()
  const box = await feedRegion(page).boundingBox()
  if (!box) throw new Error('The feed is not on screen')
  return { ...box, centreX: Math.round(box.x + box.width / 2) }
}

/**
 * 'up' moves the finger up the screen (towards the next video), 'down' back. By default a quick
 * flick of 240 px in 60 ms.
 */
export async function swipe(
  page: Page,
  direction: 'up' | 'down',
  options: SwipeOptions = {},
): Promise<void> {
  const box = await feedBox(page, options.now ?? false)
  await sendTouches(page, box.centreX, gesture(box, direction, options, Date.now()))
}

/** `count` flicks up in a row, `gapMs` apart (from one's touchend to the next's touchstart). */
export async function flicks(
  page: Page,
  count: number,
  gapMs: number,
  options: SwipeOptions = {},
): Promise<void> {
  const box = await feedBox(page, options.now ?? false)
  const durationMs = options.durationMs ?? 60
  const start = Date.now()
  const events = Array.from({ length: count }, (_, n) =>
    gesture(box, 'up', { ...options, durationMs }, start + n * (durationMs + gapMs)),
  ).flat()
  await sendTouches(page, box.centreX, events)
}

/** Waits until Swiper's slide transition has finished. */
export async function waitForSettled(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const wrapper = document.querySelector('.swiper-wrapper')
    return !!wrapper && wrapper.getAnimations().every((a) => a.playState !== 'running')
  })
}

/** Swipes to the next (or previous) video and waits until it is the settled, active one. */
export async function swipeTo(page: Page, direction: 'next' | 'previous'): Promise<number> {
  const from = await activeIndex(page)
  const to = direction === 'next' ? from + 1 : from - 1
  await swipe(page, direction === 'next' ? 'up' : 'down')
  await expect
    .poll(() => activeIndex(page), { message: `swipe to ${to}`, intervals: INDEX_POLL_INTERVALS })
    .toBe(to)
  await waitForSettled(page)
  return to
}
