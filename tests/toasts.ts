// Toasts arrive a little after they are asked for: src/lib/toast.ts hands each to react-toastify
// once that module has loaded, and the shell draws them once the container's chunk has loaded
// (src/app/toast-host.tsx); until then react-toastify holds them. A check that no toast came,
// made at once, would pass whatever the app asked for: wait for them first.
import { act, screen, waitFor } from '@testing-library/react'
import { isToastRequested } from '../src/lib/toast'

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

/** Resolves once every toast asked for until now is drawn: waits on the same modules, after them. */
export async function toastsDrawn(): Promise<void> {
  await act(async () => {
    await import('react-toastify/unstyled')
    await import('../src/app/toast-container')
    await settle()
  })
  if (!isToastRequested()) return
  // On a busy machine the lazy container may mount tasks later than its chunk resolves; the toasts
  // it held are drawn once it has.
  await waitFor(() => screen.getByRole('region', { name: /^Notifications/ }))
  await act(settle)
}
