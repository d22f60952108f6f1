// Swipes the feed carries out itself (kept-gestures.ts): before Swiper is there, and when Swiper
// did not land where the finger led.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { keepGestures } from './kept-gestures'

const HEIGHT = 800

function touch(target: EventTarget, type: string, y: number | null, timeStamp: number) {
  const event = new Event(type, { bubbles: true })
  const point = y === null ? [] : [{ clientX: 100, clientY: y }]
  Object.defineProperties(event, {
    touches: { value: type === 'touchend' ? [] : point },
    changedTouches: { value: point },
    timeStamp: { value: timeStamp },
  })
  target.dispatchEvent(event)
}

/** A finger from y 600 to `toY`, lasting `ms`. */
function gestureOn(element: HTMLElement, toY: number, ms: number) {
  touch(element, 'touchstart', 600, 1000)
  touch(element, 'touchend', toY, 1000 + ms)
}

function feed(swiperIndex: () => number | null) {
  const element = document.createElement('div')
  Object.defineProperty(element, 'clientHeight', { value: HEIGHT })
  document.body.append(element)
  const handlers = { swiperIndex, onEarlyTouch: vi.fn(), onSwipe: vi.fn() }
  const stop = keepGestures(element, handlers)
  return { element, stop, ...handlers }
}

afterEach(() => {
  document.body.innerHTML = ''
})

describe('keepGestures', () => {
  it('keeps a swipe made before Swiper is there and asks for Swiper at the first touch', () => {
    const { element, onEarlyTouch, onSwipe } = feed(() => null)
    touch(element, 'touchstart', 600, 1000)
    expect(onEarlyTouch).toHaveBeenCalledOnce()
    touch(element, 'touchend', 400, 1060)
    expect(onSwipe).toHaveBeenCalledWith(1, null)
  })

  it('carries out a swipe that began before Swiper even when Swiper arrived meanwhile', () => {
    let index: number | null = null
    const { element, onSwipe } = feed(() => index)
    touch(element, 'touchstart', 600, 1000)
    index = 0
    touch(element, 'touchend', 800, 1060)
    expect(onSwipe).toHaveBeenCalledWith(-1, null)
  })

  it('leaves a swipe alone when Swiper landed one slide on', () => {
    let index = 3
    const { element, onSwipe, onEarlyTouch } = feed(() => index)
    touch(element, 'touchstart', 600, 1000)
    index = 4 // Swiper's own touchend handler ran first
    touch(element, 'touchend', 400, 1060)
    expect(onSwipe).not.toHaveBeenCalled()
    expect(onEarlyTouch).not.toHaveBeenCalled()
  })

  it('carries out a flick Swiper let snap back, or landed on the wrong slide', () => {
    let index = 3
    const { element, onSwipe } = feed(() => index)
    gestureOn(element, 400, 60)
    expect(onSwipe).toHaveBeenLastCalledWith(1, 3)

    touch(element, 'touchstart', 600, 2000)
    index = 2 // the active index moved back with the finger
    touch(element, 'touchend', 400, 2060)
    expect(onSwipe).toHaveBeenLastCalledWith(1, 3)
  })

  it('does nothing for a tap, a short slow drag, or two fingers', () => {
    const { element, onSwipe } = feed(() => 0)
    gestureOn(element, 605, 80)
    gestureOn(element, 500, 900)
    const event = new Event('touchstart', { bubbles: true })
    Object.defineProperty(event, 'touches', { value: [{}, {}] })
    element.dispatchEvent(event)
    touch(element, 'touchend', 100, 5000)
    expect(onSwipe).not.toHaveBeenCalled()
  })

  it('forgets a cancelled touch, and stops listening when asked', () => {
    const { element, onSwipe, stop } = feed(() => null)
    touch(element, 'touchstart', 600, 1000)
    touch(window, 'touchcancel', null, 1010)
    touch(element, 'touchend', 100, 1060)
    stop()
    gestureOn(element, 100, 60)
    expect(onSwipe).not.toHaveBeenCalled()
  })
})
