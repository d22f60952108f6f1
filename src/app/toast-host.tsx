// Mounts react-toastify's container the first time a toast is asked for (src/lib/toast.ts), in a
// layer of its own on <body>: an open dialog makes the rest of the page inert, and a toast raised
// meanwhile ('Registration failed', too few Points) must still be announced and closable.
import { lazy, startTransition, Suspense, useEffect, useState } from 'react'
import { createPortal } from 'react-dom'
import { LIVE_LAYER_ATTRIBUTE } from '../components/dialog-page-lock'
import { isToastRequested, subscribeToToastRequests } from '../lib/toast'

const ToastContainer = lazy(() =>
  import('./toast-container').then((m) => ({ default: m.ToastContainer })),
)

const liveLayer = { [LIVE_LAYER_ATTRIBUTE]: '' }

/**
 * Whether a toast was asked for yet. The container mounts in a transition: a toast is raised from
 * wherever work ends (a response, the service worker's install), and mounting its layer there, in
 * that same task, made a long one of it.
 */
function useToastRequested(): boolean {
  const [requested, setRequested] = useState(isToastRequested)
  useEffect(() => {
    const request = () => startTransition(() => setRequested(true))
    // Asked for between this render and the subscription.
    if (isToastRequested()) request()
    return subscribeToToastRequests(request)
  }, [])
  return requested
}

export function ToastHost() {
  const requested = useToastRequested()
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
