// Holds navigations away from the page until the user answers (see use-leave-guard.ts).
//
// The router is a plain <BrowserRouter>: a data router would add ~17 kB gzip to Home's first
// load just for useBlocker. So in-app navigations are held by wrapping the router navigator's
// push and replace while the guard is on, and Back is caught like a sheet's: the guard is a
// history layer (src/lib/history-layers.ts), so Back only takes the layer's entry off, and the
// page asks before really going back.
import type { Navigator } from 'react-router-dom'
import { openLayer } from '../../lib/history-layers'

export type Leave = () => void

interface GuardHandlers {
  /** A navigation is held: `leave` carries it out. */
  ask: (leave: Leave) => void
  /** Runs just before the user leaves. */
  onLeave: () => void
}

export interface Guard {
  /** The answer was no: Back is caught again. */
  stay: () => void
  /** Stops guarding; the layer's entry goes with it. */
  release: () => void
}

export function guardNavigation(navigator: Navigator, { ask, onLeave }: GuardHandlers): Guard {
  const push = navigator.push.bind(navigator)
  const replace = navigator.replace.bind(navigator)
  const leaveBy = (go: () => void) => () => {
    onLeave()
    go()
  }
  // A link taken from under the layer replaces its entry (history-layers follows the navigator),
  // so Back afterwards does not land on it.
  navigator.push = (...args) => ask(leaveBy(() => push(...args)))
  navigator.replace = (...args) => ask(leaveBy(() => replace(...args)))

  let closeLayer: (() => void) | undefined
  const hold = () => {
    closeLayer ??= openLayer(() => {
      closeLayer?.()
      closeLayer = undefined
      ask(leaveBy(() => window.history.back()))
    })
  }
  const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault()
  window.addEventListener('beforeunload', onBeforeUnload)
  hold()

  return {
    stay: hold,
    release: () => {
      navigator.push = push
      navigator.replace = replace
      window.removeEventListener('beforeunload', onBeforeUnload)
      closeLayer?.()
    },
  }
}
