import { useCallback, useEffect, useState } from 'react'

const TICK_MS = 1000

/**
 * A countdown to an epoch-ms moment, updated every second. Returns the milliseconds left (0 once
 * passed or before any start) and `countTo(until)`, which starts it.
 */
export function useCountdown(): [number, (until: number) => void] {
  const [clock, setClock] = useState({ until: 0, now: 0 })
  const remainingMs = Math.max(0, clock.until - clock.now)
  const running = remainingMs > 0
  useEffect(() => {
    if (!running) return
    const timer = setInterval(() => setClock((c) => ({ ...c, now: Date.now() })), TICK_MS)
    return () => clearInterval(timer)
  }, [running])
  const countTo = useCallback((until: number) => setClock({ until, now: Date.now() }), [])
  return [remainingMs, countTo]
}
