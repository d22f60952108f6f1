import { useEffect, useRef, type MouseEvent } from 'react'

const DOUBLE_TAP_MS = 250

/**
 * One click handler that tells a tap from a double tap, as short-video apps do: a tap waits a
 * moment for a second one. A click from the keyboard (detail 0) is a tap at once.
 */
export function useTaps(onTap: () => void, onDoubleTap: () => void) {
  const timer = useRef<number | undefined>(undefined)
  useEffect(() => () => window.clearTimeout(timer.current), [])
  return (event: MouseEvent) => {
    if (event.detail === 0) {
      onTap()
      return
    }
    if (timer.current !== undefined) {
      window.clearTimeout(timer.current)
      timer.current = undefined
      onDoubleTap()
      return
    }
    timer.current = window.setTimeout(() => {
      timer.current = undefined
      onTap()
    }, DOUBLE_TAP_MS)
  }
}
