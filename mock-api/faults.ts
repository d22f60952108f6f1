// Test faults (mock only): the next N calls to a path fail with a status, a delay or a body that
// is not JSON. Queued through POST /__mock/faults; cleared by a reset.

/** The message the tests give an injected failure, to tell it from the mock's own refusals. */
export const INJECTED_FAULT_MESSAGE = 'Injected fault'

export interface Fault {
  /** Path under the origin, e.g. '/api/v1/kyc/access-token'. */
  path: string
  /** Any method when absent. */
  method?: string
  status?: number
  message?: string
  delayMs?: number
  /** Answer 200 with a body that is not JSON. */
  malformed?: boolean
  times: number
}

let faults: Fault[] = []

export function addFault(fault: Fault): void {
  faults.push(fault)
}

export function clearFaults(): void {
  faults = []
}

/** The fault for this request, if one is queued; each use counts down its `times`. */
export function takeFault(method: string, pathname: string): Fault | undefined {
  const fault = faults.find(
    (f) => f.path === pathname && (!f.method || f.method.toUpperCase() === method),
  )
  if (!fault) return undefined
  fault.times -= 1
  if (fault.times <= 0) faults = faults.filter((f) => f !== fault)
  return fault
}
