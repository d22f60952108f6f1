// How busy this machine was while a field visit ran: the link is only as shaped as the proxy's
// event loop is punctual (a late loop sends late, and the token bucket catches up at most a burst),
// and the page's 4× slower CPU is 4× slower than what the machine had left for it. A stall in a run
// whose loop was late by a large part of a second says more about the machine than about the app.
import os from 'node:os'
import { monitorEventLoopDelay } from 'node:perf_hooks'

export interface Busy {
  /** Share of all cores' time spent busy. */
  cpu: number
  /** How late this process's event loop (the proxy's and the mock's) ran, ms. */
  loopP99Ms: number
  loopMaxMs: number
}

const cpuTimes = () =>
  os.cpus().reduce(
    (sum, { times }) => {
      const total = times.user + times.nice + times.sys + times.irq + times.idle
      return { total: sum.total + total, idle: sum.idle + times.idle }
    },
    { total: 0, idle: 0 },
  )

/** Starts watching; the function returned stops and tells. */
export function watchBusy(): () => Busy {
  const before = cpuTimes()
  const loop = monitorEventLoopDelay({ resolution: 10 })
  loop.enable()
  return () => {
    loop.disable()
    const after = cpuTimes()
    const total = after.total - before.total
    return {
      cpu: total > 0 ? 1 - (after.idle - before.idle) / total : 0,
      // Less the sampling interval, which the histogram counts in.
      loopP99Ms: Math.max(0, loop.percentile(99) / 1e6 - 10),
      loopMaxMs: Math.max(0, loop.max / 1e6 - 10),
    }
  }
}

export const formatBusy = ({ cpu, loopP99Ms, loopMaxMs }: Busy) =>
  `this machine during the visit: cores ${(cpu * 100).toFixed(0)} % busy; the proxy's event loop ` +
  `late by ${loopP99Ms.toFixed(0)} ms at the 99th percentile, ${loopMaxMs.toFixed(0)} ms at most`
