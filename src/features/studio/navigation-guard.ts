// Holds navigations away from the page until the user answers (see use-leave-guard.ts).
//
// The router is a plain <BrowserRouter>: a data router would add ~17 kB gzip to Home's first
// load just for useBlocker. So in-app navigations are held by wrapping the router navigator's
// push and replace while the guard is on, and Back is caught by a guard entry pushed on the
// browser history: Back only removes that entry, and the page asks before really going back.
import type { Navigator } from 'react-router-dom'

const GUARD_KEY = 'leaveGuard'

export type Leave = () => void

export function hasGuardEntry(): boolean {
  return (window.history.state as Record<string, unknown> | null)?.[GUARD_KEY] === true
}

export function pushGuardEntry(): void {
  window.history.pushState({ ...(window.history.state as object), [GUARD_KEY]: true }, '')
}

interface GuardHandlers {
  /** A navigation is held: `leave` carries it out. */
  ask: (leave: Leave) => void
  /** Runs just before the user leaves. */
  onLeave: () => void
}

/** Starts guarding; the returned function stops. */
export function guardNavigation(navigator: Navigator, { ask, onLeave }: GuardHandlers): () => void {
  const push = navigator.push.bind(navigator)
  const replace = navigator.replace.bind(navigator)
  let leaving = false
  const leaveBy = (go: () => void) => () => {
    leaving = true
    onLeave()
    go()
  }
  // Leaving by a link takes the guard entry's place, so Back afterwards does not land on it.
  navigator.push = (...args) => ask(leaveBy(() => (hasGuardEntry() ? replace : push)(...args)))
  navigator.replace = (...args) => ask(leaveBy(() => replace(...args)))

  const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault()
  const onPopState = () => {
    if (!hasGuardEntry()) ask(leaveBy(() => window.history.back()))
  }
  pushGuardEntry()
  window.addEventListener('beforeunload', onBeforeUnload)
  window.addEventListener('popstate', onPopState)

  return () => {
    navigator.push = push
    navigator.replace = replace
    window.removeEventListener('beforeunload', onBeforeUnload)
    window.removeEventListener('popstate', onPopState)
    // Done without leaving (the upload ended): take the guard entry off the history again.
    if (!leaving && hasGuardEntry()) window.history.back()
  }
}
