// A stand-in for the browser's Resource Timing (jsdom has none): `arrived` adds a download to the
// page's buffer and hands it to every observer watching, as Chromium does when a response ends.
import { vi } from 'vitest'

export interface Arrival {
  name: string
  initiatorType: string
  /** Bytes over the network: 0 from a cache, only the headers' for a download cut short. */
  transferSize: number
  /** From the first byte to the last. */
  seconds: number
}

type Callback = (list: { getEntries: () => PerformanceEntry[] }) => void

export function fakeResourceTiming() {
  const buffer: PerformanceEntry[] = []
  const watching = new Set<Callback>()
  let clock = 0

  class FakeObserver {
    constructor(private readonly callback: Callback) {}
    observe({ buffered }: PerformanceObserverInit) {
      watching.add(this.callback)
      if (buffered && buffer.length > 0) this.callback({ getEntries: () => [...buffer] })
    }
    disconnect() {
      watching.delete(this.callback)
    }
  }
  vi.stubGlobal('PerformanceObserver', FakeObserver)

  return {
    arrived(...arrivals: Arrival[]) {
      const entries = arrivals.map(({ seconds, ...arrival }) => {
        const startTime = (clock += 1000)
        const responseStart = startTime + 100
        return { ...arrival, startTime, responseStart, responseEnd: responseStart + seconds * 1000 }
      }) as unknown as PerformanceEntry[]
      buffer.push(...entries)
      for (const callback of watching) callback({ getEntries: () => entries })
    },
  }
}
