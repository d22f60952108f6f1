// Touch swipes on the feed through the DevTools protocol, as a finger would make them: a quick
// flick of ~240 px in a few moves (a slow drag snaps back, as it should).
import { expect, type CDPSession, type Page } from '@playwright/test'
import { activeIndex, feedRegion } from './feed'

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
  distance?: number
  moves?: number
  /** Between moves: the pace of the finger, not a wait for the app. */
  moveMs?: number
}

/** 'up' moves the finger up the screen (towards the next video), 'down' back. */
export async function swipe(
  page: Page,
  direction: 'up' | 'down',
  { distance = 240, moves = 6, moveMs = 8 }: SwipeOptions = {},
): Promise<void> {
  const cdp = await cdpOf(page)
  const box = await feedRegion(page).boundingBox()
  if (!box) throw new Error('The feed is not on screen')
  const sign = direction === 'up' ? -1 : 1
  const x = Math.round(box.x + box.width / 2)
  const startY = Math.round(box.y + box.height / 2 - (sign * distance) / 2)
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', y?: number) =>
    cdp.send('Input.dispatchTouchEvent', {
      type,
      touchPoints: y === undefined ? [] : [{ x, y: Math.round(y) }],
    })

  // Swiping starts once Swiper has loaded (it is not part of the first render).
  await page.locator('.swiper-initialized').waitFor()
  await touch('touchStart', startY)
  for (let move = 1; move <= moves; move += 1) {
    await pause(moveMs)
    await touch('touchMove', startY + (sign * distance * move) / moves)
  }
  await touch('touchEnd')
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
  await expect.poll(() => activeIndex(page), { message: `swipe to ${to}` }).toBe(to)
  await waitForSettled(page)
  return to
}
