import { useEffect, useRef, type MouseEvent } from 'react'

const DOUBLE_TAP_MS = 250

/**
 * One click handler that tells a tap from a double tap, as short-video apps do: a tap waits a
 * moment for a second one. A click from the keyboard (detail 0) is a tap at once. A caller that
 * has already done what the tap means, inside the tap's own handler, passes `null` as `onThisTap`:
 * a second tap still counts as a double tap.
 */
export function useTaps(onTap: () => void, onDoubleTap: () => void) {
  const timer = useRef<number | undefined>(undefined)
  useEffect(() => () => window.clearTimeout(timer.current), [])
  return (event: MouseEvent, onThisTap: (() => void) | null = onTap) => {
    if (event.detail === 0) {
      onThisTap?.()
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
      onThisTap?.()
    }, DOUBLE_TAP_MS)
  }
}
