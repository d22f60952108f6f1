// The figures of Lighthouse runs: what each run measured, the spread of a page's runs, and the
// run that stands for the page (the median by performance score), with its verdicts.
import type lighthouse from 'lighthouse'

export type Result = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr']

export interface Vitals {
  performance: number
  /** Seconds. */
  lcp: number
  /** Milliseconds. */
  tbt: number
  cls: number
  /** Seconds. */
  fcp: number
  benchmarkIndex: number
}

/** A category's score, 0-100. */
export const score = (lhr: Result, id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100)

const numeric = (lhr: Result, id: string) => lhr.audits[id]?.numericValue ?? Number.NaN

export const vitalsOf = (lhr: Result): Vitals => ({
  performance: score(lhr, 'performance'),
  lcp: numeric(lhr, 'largest-contentful-paint') / 1000,
  tbt: numeric(lhr, 'total-blocking-time'),
  cls: numeric(lhr, 'cumulative-layout-shift'),
  fcp: numeric(lhr, 'first-contentful-paint') / 1000,
  benchmarkIndex: lhr.environment.benchmarkIndex,
})

export const formatVitals = (v: Vitals) =>
  `performance ${v.performance}, LCP ${v.lcp.toFixed(2)} s, TBT ${v.tbt.toFixed(0)} ms, ` +
  `CLS ${v.cls.toFixed(3)}, FCP ${v.fcp.toFixed(2)} s (benchmark index ${Math.round(v.benchmarkIndex)})`

/**
 * The run in the middle when the runs are ordered by performance score (of an odd count, the one
 * with as many runs above as below; equal scores keep the order they ran in). Its own LCP, TBT
 * and CLS are judged with it, never figures picked from different runs.
 */
export function medianRun<T extends { vitals: Vitals }>(runs: readonly T[]): T {
  const ordered = [...runs].sort((a, b) => a.vitals.performance - b.vitals.performance)
  const middle = ordered[Math.floor(ordered.length / 2)]
  if (!middle) throw new Error('No Lighthouse run')
  return middle
}

const range = (values: number[], digits: number, unit = '') =>
  `${Math.min(...values).toFixed(digits)}-${Math.max(...values).toFixed(digits)}${unit}`

/** Lowest to highest of each figure over the runs. */
export function spreadOf(runs: readonly Vitals[]): string {
  const of = <K extends keyof Vitals>(key: K) => runs.map((run) => run[key])
  return [
    `performance ${range(of('performance'), 0)}`,
    `LCP ${range(of('lcp'), 2, ' s')}`,
    `TBT ${range(of('tbt'), 0, ' ms')}`,
    `CLS ${range(of('cls'), 3)}`,
    `FCP ${range(of('fcp'), 2, ' s')}`,
    `benchmark index ${range(of('benchmarkIndex'), 0)}`,
  ].join(', ')
}

export interface VitalsBudget {
  performance: number
  lcpS: number
  tbtMs: number
  cls: number
}

/** Each figure of `v` past its budget, as a sentence; none when all are within. */
export function vitalsOverBudget(v: Vitals, budget: VitalsBudget): string[] {
  return [
    v.performance < budget.performance && `performance ${v.performance} < ${budget.performance}`,
    !(v.lcp <= budget.lcpS) && `LCP ${v.lcp.toFixed(2)} s > ${budget.lcpS} s`,
    !(v.tbt <= budget.tbtMs) && `TBT ${v.tbt.toFixed(0)} ms > ${budget.tbtMs} ms`,
    !(v.cls <= budget.cls) && `CLS ${v.cls.toFixed(3)} > ${budget.cls}`,
  ].filter((over): over is string => typeof over === 'string')
}
