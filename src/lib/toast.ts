// Toasts (SPEC.md §8): error 5000 ms, success 3000 ms. react-toastify loads on first use, so it
// stays out of the first chunk; toasts raised before its container mounts are queued by it.

export const TOAST_ERROR_MS = 5000
export const TOAST_SUCCESS_MS = 3000

export function showErrorToast(message: string, autoClose = TOAST_ERROR_MS): void {
  void import('react-toastify').then(({ toast }) => toast.error(message, { autoClose }))
}

export function showSuccessToast(message: string, autoClose = TOAST_SUCCESS_MS): void {
  void import('react-toastify').then(({ toast }) => toast.success(message, { autoClose }))
}
