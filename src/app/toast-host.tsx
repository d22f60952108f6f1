// Mounts react-toastify's container the first time a toast is asked for (src/lib/toast.ts).
import { lazy, Suspense, useSyncExternalStore } from 'react'
import { isToastRequested, subscribeToToastRequests } from '../lib/toast'

const ToastContainer = lazy(() =>
  import('./toast-container').then((m) => ({ default: m.ToastContainer })),
)

export function ToastHost() {
  const requested = useSyncExternalStore(subscribeToToastRequests, isToastRequested)
  if (!requested) return null
  return (
    <Suspense fallback={null}>
      <ToastContainer position="top-center" theme="dark" newestOnTop limit={3} />
    </Suspense>
  )
}
