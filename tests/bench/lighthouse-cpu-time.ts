// Lighthouse's simulation slows every task of the page's main thread by the CPU slowdown: the
// task's whole traced length, wall-clock time. On the shared two-core machines the tests run on,
// a good part of that length is time the thread spent off the CPU, most of it runnable and
// waiting for a core that Chromium's other processes, Lighthouse's own Node process or the
// preview server had. A slower phone CPU has nothing to do with that wait, yet slowed with the
// rest it swung Home's TBT from 0 to 205 ms between runs of one build on one quiet host.
// So before a run is scored, each main-thread task is shortened so that the simulation slows its
// CPU time (the trace's thread time, `tdur`) and keeps its time off the CPU as traced:
// cpu × slowdown + off-CPU. What it measured: docs/testing.md, "Lighthouse".

/** The fields of a Chromium trace event this reads and rewrites. */
export interface TraceEvent {
  ph: string
  name: string
  pid: number
  tid: number
  /** Microseconds. */
  ts: number
  /** Wall-clock length, microseconds (complete events). */
  dur?: number
  /** Thread (CPU) time of the same span, microseconds. */
  tdur?: number
  args?: { name?: string }
}

/** What the page's main thread did, as traced and on the CPU. */
export interface MainThreadTime {
  tracedMs: number
  cpuMs: number
}

// The names Lighthouse takes as the main thread's top-level tasks (its TraceProcessor).
const TASK_NAMES = new Set([
  'RunTask',
  'ThreadControllerImpl::RunTask',
  'ThreadControllerImpl::DoWork',
  'TaskQueueManager::ProcessTaskFromWorkQueue',
])

const threadOf = (event: TraceEvent) => `${event.pid}:${event.tid}`

/** The outermost tasks of one thread's events (sorted by start), each with what lies within it. */
function tasksOf(events: TraceEvent[]): { task: TraceEvent; within: TraceEvent[] }[] {
  const tasks: { task: TraceEvent; within: TraceEvent[] }[] = []
  let current: { task: TraceEvent; within: TraceEvent[]; end: number } | undefined
  for (const event of events) {
    if (current && event.ts < current.end) {
      current.within.push(event)
      continue
    }
    if (event.ph === 'X' && TASK_NAMES.has(event.name) && event.dur !== undefined) {
      current = { task: event, within: [], end: event.ts + event.dur }
      tasks.push(current)
    } else {
      current = undefined
    }
  }
  return tasks
}

/**
 * Rewrites, in place, every top-level task of each renderer main thread in `events` so that a
 * simulation slowing it `slowdown` times gives its CPU time slowed and its time off the CPU as
 * traced. What lies within a task is shrunk with it, so nesting holds. A task without thread
 * time is left as traced. Returns the main threads' traced and CPU time over those tasks.
 */
export function slowOnlyCpuTime(events: TraceEvent[], slowdown: number): MainThreadTime {
  const mainThreads = new Set(
    events
      .filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain')
      .map(threadOf),
  )
  let traced = 0
  let cpu = 0
  for (const thread of mainThreads) {
    const own = events
      .filter((event) => threadOf(event) === thread && event.ph !== 'M')
      .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0))
    for (const { task, within } of tasksOf(own)) {
      const length = task.dur ?? 0
      if (task.tdur === undefined || length <= 0) continue
      const onCpu = Math.min(task.tdur, length)
      const scale = (onCpu + (length - onCpu) / slowdown) / length
      traced += length
      cpu += onCpu
      for (const event of within) {
        event.ts = task.ts + (event.ts - task.ts) * scale
        if (event.dur !== undefined) event.dur *= scale
      }
      task.dur = length * scale
    }
  }
  return { tracedMs: traced / 1000, cpuMs: cpu / 1000 }
}
