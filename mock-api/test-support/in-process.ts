// The mock API without a server: requests go straight to the MSW handlers through `getResponse`,
// so handler tests run fast and can reach the module-level hooks (KYC, uploads) of the same
// process. Each test starts from the seed.
import { getResponse } from 'msw'
import { beforeEach } from 'vitest'
import { handlers } from '../handlers'
import { apiClient } from './api-call'

export const ORIGIN = 'http://mock.test'

/** A fetch-like function answering with the handlers; 404 JSON when none matches (as the server). */
export async function handle(request: Request): Promise<Response> {
  const response = await getResponse(handlers, request)
  return response ?? Response.json({ message: 'Not found' }, { status: 404 })
}

export function useInProcessMock() {
  const api = apiClient(handle, ORIGIN)
  beforeEach(async () => {
    await api.call('POST', '/__mock/reset')
  })
  return api
}
