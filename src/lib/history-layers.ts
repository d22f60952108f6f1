// Back closes what is open. Every sheet or dialog over a screen (and the upload page's leave
// guard) is a layer; while any is open, one entry of ours sits on top of the browser history: a
// copy of the screen's own entry (react-router's `usr`, `key` and `idx`), so the router still sees
// the same location. Back takes that entry off and closes the top layer; a layer closed any other
// way takes the entry off again, so Back then goes where it would have gone.
//
// The history is brought in line once after a change (a microtask), so a layer closing and the
// next one opening in the same render leave it alone. history.back() is asynchronous: until its
// popstate arrives nothing is pushed and navigations wait, or that Back would undo them.
import type { Navigator } from 'react-router-dom'

const MARK = 'layer'

interface Layer {
  onBack: () => void
}

const layers: Layer[] = []
/** Our entry is the current one. */
let marked = false
/** Our own history.back() has not arrived yet. */
let goingBack = false
let scheduled = false
let waiting: (() => void)[] = []

const hasMark = () => (window.history.state as Record<string, unknown> | null)?.[MARK] === true

function reconcile() {
  scheduled = false
  if (goingBack) return
  if (layers.length > 0 && !marked) {
    window.history.pushState({ ...(window.history.state as object), [MARK]: true }, '')
    marked = true
  } else if (layers.length === 0 && marked) {
    marked = false
    // Only our own entry is taken off: Back from anything else would leave the screen.
    if (!hasMark()) return
    goingBack = true
    window.history.back()
  }
}

function schedule() {
  if (scheduled) return
  scheduled = true
  queueMicrotask(reconcile)
}

function onPopState() {
  const wasMarked = marked
  marked = hasMark()
  if (goingBack) {
    goingBack = false
    const held = waiting
    waiting = []
    held.forEach((go) => go())
  } else if (wasMarked && !marked) {
    // The layer may refuse (it stays open): the next reconcile puts the entry back.
    layers.at(-1)?.onBack()
  }
  schedule()
}

/** For tests: a new page load, with no layer open and no Back on its way. */
export function resetLayers(): void {
  layers.length = 0
  marked = false
  goingBack = false
  scheduled = false
  waiting = []
  window.removeEventListener('popstate', onPopState)
}

/** A layer opens: Back calls `onBack`. The returned function closes it (again is harmless). */
export function openLayer(onBack: () => void): () => void {
  window.addEventListener('popstate', onPopState)
  const layer = { onBack }
  layers.push(layer)
  schedule()
  return () => {
    const index = layers.indexOf(layer)
    if (index === -1) return
    layers.splice(index, 1)
    schedule()
  }
}

/**
 * Routes the router's navigations around our entry: a push while it is the current one takes its
 * place (Back afterwards returns to the screen under the layer, not to a dead copy of it), and a
 * navigation during our own Back waits for it. Returns the undo.
 */
export function followNavigator(navigator: Navigator): () => void {
  const push = navigator.push.bind(navigator)
  const replace = navigator.replace.bind(navigator)
  const follow = (go: (overMark: boolean) => void) => {
    if (goingBack) {
      waiting.push(() => follow(go))
      return
    }
    const overMark = marked
    // Either way the router's entry is the current one now, not ours.
    marked = false
    go(overMark)
    schedule()
  }
  navigator.push = (...args) => follow((overMark) => (overMark ? replace : push)(...args))
  navigator.replace = (...args) => follow(() => replace(...args))
  return () => {
    navigator.push = push
    navigator.replace = replace
  }
}
