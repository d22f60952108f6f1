import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { firstScreenShown, resetFirstScreen, whenFirstScreenShown } from './first-screen'

describe('whenFirstScreenShown', () => {
  beforeEach(() => {
    vi.useFakeTimers()
    resetFirstScreen()
  })
  afterEach(() => vi.useRealTimers())

  const settled = (promise: Promise<void>) => {
    let done = false
    void promise.then(() => {
      done = true
    })
    return () => done
  }

  it('waits for the first screen, then resolves for everyone waiting and anyone later', async () => {
    const early = settled(whenFirstScreenShown(10_000))
    await vi.advanceTimersByTimeAsync(5_000)
    expect(early()).toBe(false)

    firstScreenShown()
    await vi.advanceTimersByTimeAsync(0)
    expect(early()).toBe(true)

    const late = settled(whenFirstScreenShown(10_000))
    await vi.advanceTimersByTimeAsync(0)
    expect(late()).toBe(true)
  })

  it('gives up waiting after the longest wait', async () => {
    const waiting = settled(whenFirstScreenShown(10_000))
    await vi.advanceTimersByTimeAsync(9_999)
    expect(waiting()).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(waiting()).toBe(true)
  })
})
