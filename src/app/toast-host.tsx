// Mounts react-toastify's container the first time a toast is asked for (src/lib/toast.ts), in a
// layer of its own on <body>: an open dialog makes the rest of the page inert, and a toast raised
// meanwhile ('Registration failed', too few Points) must still be announced and closable.
import { lazy, Suspense, useSyncExternalStore } from 'react'
import { createPortal } from 'react-dom'
import { LIVE_LAYER_ATTRIBUTE } from '../components/dialog-page-lock'
import { isToastRequested, subscribeToToastRequests } from '../lib/toast'

const ToastContainer = lazy(() =>
  import('./toast-container').then((m) => ({ default: m.ToastContainer })),
)

const liveLayer = { [LIVE_LAYER_ATTRIBUTE]: '' }

export function ToastHost() {
  const requested = useSyncExternalStore(subscribeToToastRequests, isToastRequested)
  if (!requested) return null
  return createPortal(
    <div className="toast-layer" {...liveLayer}>
      <Suspense fallback={null}>
        <ToastContainer position="top-center" theme="dark" newestOnTop limit={3} />
      </Suspense>
    </div>,
    document.body,
  )
}
