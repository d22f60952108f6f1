// Toasts: error 5000 ms, success 3000 ms. react-toastify loads on first use, so it
// stays out of the first chunk: the shell mounts its container once a toast is first asked for,
// and react-toastify queues toasts raised before the container mounts. Its unstyled entry, as the
// container's (src/app/toast-container.ts): the default one adds a <style> element at run time.
import type { ReactNode } from 'react'

export const TOAST_ERROR_MS = 5000
export const TOAST_SUCCESS_MS = 3000

let requested = false
const listeners = new Set<() => void>()

/** For the shell: called once, when the first toast is asked for. */
export function subscribeToToastRequests(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function isToastRequested(): boolean {
  return requested
}

/** For tests: a new page load, where no toast has been asked for yet. */
export function resetToastRequests(): void {
  requested = false
}

type Toastify = (typeof import('react-toastify/unstyled'))['toast']

/** Announces the toast to the shell, then raises it once react-toastify has loaded. */
function raise(show: (toast: Toastify) => void) {
  if (!requested) {
    requested = true
    listeners.forEach((listener) => listener())
  }
  void import('react-toastify/unstyled').then(({ toast }) => show(toast))
}

export function showErrorToast(message: string, autoClose = TOAST_ERROR_MS): void {
  raise((toast) => toast.error(message, { autoClose }))
}

export function showSuccessToast(message: string, autoClose = TOAST_SUCCESS_MS): void {
  raise((toast) => toast.success(message, { autoClose }))
}

/** Stays until acted on or closed: for content with its own action (e.g. the update prompt). */
export function showPersistentToast(content: ReactNode): void {
  raise((toast) => toast(content, { autoClose: false, closeOnClick: false }))
}
