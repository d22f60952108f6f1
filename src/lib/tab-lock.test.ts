// One tab at a time: the Web Locks API where the browser has it, a lease in localStorage where
// it does not (jsdom has no navigator.locks, so the lease is what runs here by default).
import { afterEach, describe, expect, it, vi } from 'vitest'
import { storageKeys } from './storage'
import { inOneTab, LEASE_MS } from './tab-lock'

const KEY = storageKeys.reactionReplayLease

afterEach(() => {
  Reflect.deleteProperty(navigator, 'locks')
  vi.useRealTimers()
})

describe('inOneTab', () => {
  it('hands the task to the Web Locks API under the given name', async () => {
    const request = vi.fn((_name: string, task: () => Promise<unknown>) => task())
    Object.defineProperty(navigator, 'locks', { configurable: true, value: { request } })
    await expect(inOneTab(KEY, () => Promise.resolve('sent'))).resolves.toBe('sent')
    expect(request).toHaveBeenCalledWith(KEY, expect.any(Function))
  })

  it('without Web Locks, runs the task under a lease and gives the lease back', async () => {
    const seen: (string | null)[] = []
    const result = await inOneTab(KEY, () => {
      seen.push(window.localStorage.getItem(KEY))
      return Promise.resolve(1)
    })
    expect(result).toBe(1)
    expect(seen[0]).toMatch(/"holder"/)
    expect(window.localStorage.getItem(KEY)).toBeNull()
  })

  it('skips the task while another tab holds a lease', async () => {
    const other = { holder: 'other-tab', until: Date.now() + LEASE_MS }
    window.localStorage.setItem(KEY, JSON.stringify(other))
    const task = vi.fn(() => Promise.resolve())
    await expect(inOneTab(KEY, task)).resolves.toBeUndefined()
    expect(task).not.toHaveBeenCalled()
    expect(JSON.parse(window.localStorage.getItem(KEY) ?? '')).toEqual(other)
  })

  it('takes over a lease its holder left behind (a tab closed mid-way)', async () => {
    window.localStorage.setItem(KEY, JSON.stringify({ holder: 'gone', until: Date.now() - 1 }))
    const task = vi.fn(() => Promise.resolve())
    await inOneTab(KEY, task)
    expect(task).toHaveBeenCalledTimes(1)
  })

  it('lets one of two tabs that ask at the same moment run (the last write wins)', async () => {
    const first = vi.fn(() => Promise.resolve())
    const second = vi.fn(() => Promise.resolve())
    await Promise.all([inOneTab(KEY, first), inOneTab(KEY, second)])
    expect(first.mock.calls.length + second.mock.calls.length).toBe(1)
  })

  it('gives the lease back when the task fails', async () => {
    await expect(inOneTab(KEY, () => Promise.reject(new Error('down')))).rejects.toThrow('down')
    expect(window.localStorage.getItem(KEY)).toBeNull()
  })
})
