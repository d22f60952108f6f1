// Toasts arrive a little after they are asked for: src/lib/toast.ts hands each to react-toastify
// once that module has loaded. A check that no toast came, made at once, would pass whatever the
// app asked for: wait for them first.
import { act } from '@testing-library/react'

/** Resolves once every toast asked for until now is drawn: a wait on the same module comes after them. */
export async function toastsDrawn(): Promise<void> {
  await act(async () => {
    await import('react-toastify/unstyled')
  })
}
