// A promise rejected with nobody to handle it: in a browser, "Uncaught (in promise)" in the
// console and an `unhandledrejection` event. Node reports it once the task that made it is over.
// A promise a spy (`vi.fn`) returned never counts: the spy itself watches how it settles.
import { expect } from 'vitest'

/** Runs `act`, lets the task end, and fails when a rejection went unhandled meanwhile. */
export async function expectNoUnhandledRejection(act: () => unknown): Promise<void> {
  const unhandled: unknown[] = []
  const record = (reason: unknown) => unhandled.push(reason)
  process.on('unhandledRejection', record)
  try {
    await act()
    await new Promise((resolve) => setTimeout(resolve, 0))
  } finally {
    process.off('unhandledRejection', record)
  }
  expect(unhandled.map(String), 'rejections nobody handled').toEqual([])
}
