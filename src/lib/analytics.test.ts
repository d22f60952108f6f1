import { afterEach, describe, expect, it, vi } from 'vitest'

const logEvent = vi.fn()
vi.mock('./amplitude-client', () => ({ logEvent }))
const mockEnv = { amplitudeKey: '' }
vi.mock('../config/env', () => ({ env: mockEnv }))

const { isAnalyticsEnabled, track } = await import('./analytics')

afterEach(() => {
  logEvent.mockReset()
  mockEnv.amplitudeKey = ''
})

describe('analytics', () => {
  it('is off on local hosts and without a key', () => {
    expect(isAnalyticsEnabled('localhost', 'key')).toBe(false)
    expect(isAnalyticsEnabled('127.0.0.1', 'key')).toBe(false)
    expect(isAnalyticsEnabled('[::1]', 'key')).toBe(false)
    expect(isAnalyticsEnabled('shorts.example', '')).toBe(false)
    expect(isAnalyticsEnabled('shorts.example', 'key')).toBe(true)
  })

  it('sends nothing from localhost even with a key', async () => {
    mockEnv.amplitudeKey = 'key'
    await track('session')
    expect(logEvent).not.toHaveBeenCalled()
  })

  it('sends nothing without a key, even on a public host', async () => {
    vi.spyOn(window, 'location', 'get').mockReturnValue({
      ...window.location,
      hostname: 'shorts.example',
    })
    await track('session')
    expect(logEvent).not.toHaveBeenCalled()
  })

  it('logs the event with its properties on a public host', async () => {
    mockEnv.amplitudeKey = 'key-1'
    vi.spyOn(window, 'location', 'get').mockReturnValue({
      ...window.location,
      hostname: 'shorts.example',
    })
    await track('video_like', { videoId: 'v1' })
    expect(logEvent).toHaveBeenCalledWith('key-1', 'video_like', { videoId: 'v1' })
  })
})
