// Asks before the user leaves a page while something would be lost (an upload in flight):
// closing or reloading the tab gets the browser's own question (beforeunload); a link, an in-app
// navigation or the Back button waits for the page's answer (`leave` or `stay`).
import { useCallback, useContext, useEffect, useRef, useState } from 'react'
import { UNSAFE_NavigationContext } from 'react-router-dom'
import { guardNavigation, type Guard, type Leave } from './navigation-guard'

export function useLeaveGuard(active: boolean, onLeave: () => void) {
  const { navigator } = useContext(UNSAFE_NavigationContext)
  const [pending, setPending] = useState<{ leave: Leave } | null>(null)
  const guard = useRef<Guard | null>(null)
  const onLeaveRef = useRef(onLeave)
  useEffect(() => {
    onLeaveRef.current = onLeave
  }, [onLeave])

  useEffect(() => {
    if (!active) return
    const current = guardNavigation(navigator, {
      ask: (leave) => setPending({ leave }),
      onLeave: () => onLeaveRef.current(),
    })
    guard.current = current
    return () => {
      current.release()
      guard.current = null
      setPending(null)
    }
  }, [active, navigator])

  const leave = useCallback(() => {
    pending?.leave()
    setPending(null)
  }, [pending])

  const stay = useCallback(() => {
    setPending(null)
    guard.current?.stay()
  }, [])

  return { isAsking: pending !== null, leave, stay }
}
