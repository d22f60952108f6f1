// Starts the mock API over HTTP for one test file and resets it before every test.
import { afterAll, beforeAll, beforeEach } from 'vitest'
import { startMockApi, type MockApiOptions, type RunningMockApi } from '../server/mock-api-server'
import { apiClient, type ApiClient } from './api-call'

type Options = () => Partial<MockApiOptions> | Promise<Partial<MockApiOptions>>

export function useRunningMock(options: Options = () => ({})) {
  const running = {} as { server: RunningMockApi; api: ApiClient }
  beforeAll(async () => {
    running.server = await startMockApi({ port: 0, kycPort: 0, ...(await options()) })
    running.api = apiClient((request) => fetch(request), running.server.url)
  })
  afterAll(() => running.server.close())
  beforeEach(async () => {
    await running.api.call('POST', '/__mock/reset')
  })
  return running
}
