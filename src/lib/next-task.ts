// A long task delays input and painting: a tap or a frame waits until the task has run to its
// end. Start-up work that comes in steps awaits this between them, so that each step is a task of
// its own and the browser can answer the viewer in between.

/** Resolves in a new task (a zero-delay timer), after what the browser has queued meanwhile. */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    window.setTimeout(resolve, 0)
  })
}
