import { http, HttpResponse } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { server } from '../../tests/setup'
import { AMPLITUDE_HOST } from '../config/content-security-policy'
import { logEvent } from './amplitude-client'

interface UploadedEvent {
  event_type: string
  event_id: number
}

const unsent = () =>
  (
    JSON.parse(window.localStorage.getItem('amplitude_unsent_key-1') ?? '[]') as UploadedEvent[]
  ).map((event) => event.event_type)

describe('amplitude-client', () => {
  // What analytics must do offline, checked against amplitude-js itself: it keeps an
  // event that could not be uploaded (in localStorage, so a reload keeps it too) and uploads it
  // with the next one; the app never logs it again, so it reaches the server once.
  it('keeps an event logged offline and uploads it once the network returns', async () => {
    let online = false
    let attempts = 0
    const received: UploadedEvent[] = []
    server.use(
      http.post(/api\.amplitude\.com/, async ({ request }) => {
        attempts += 1
        if (!online) return HttpResponse.error()
        const events = new URLSearchParams(await request.text()).get('e') ?? '[]'
        received.push(...(JSON.parse(events) as UploadedEvent[]))
        return HttpResponse.text('success')
      }),
    )

    logEvent('key-1', 'video_like', { videoId: 'v1' })
    await vi.waitFor(() => expect(attempts).toBe(1))
    expect(unsent()).toEqual(['video_like'])

    online = true
    logEvent('key-1', 'session')
    await vi.waitFor(() => expect(received.map((event) => event.event_type)).toHaveLength(2))
    expect(received.map((event) => event.event_type)).toEqual(['video_like', 'session'])
    expect(new Set(received.map((event) => event.event_id)).size).toBe(2)
    await vi.waitFor(() => expect(unsent()).toEqual([]))
  })

  // discord_button on the age gate's Leave is logged as the page goes: its upload is cut short by
  // leaving, so the event goes out by beacon on pagehide instead of on a next visit.
  it('sends what is not uploaded yet by beacon when the page is left', async () => {
    let attempts = 0
    server.use(
      http.post(/api\.amplitude\.com/, () => {
        attempts += 1
        return HttpResponse.error()
      }),
    )
    const sendBeacon = vi.fn<(url: string, data: URLSearchParams) => boolean>(() => true)
    Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true })
    try {
      logEvent('key-1', 'discord_button')
      await vi.waitFor(() => expect(attempts).toBe(1))
      expect(unsent()).toEqual(['discord_button'])
      expect(sendBeacon).not.toHaveBeenCalled()

      window.dispatchEvent(new Event('pagehide'))
      expect(sendBeacon).toHaveBeenCalledTimes(1)
      const [url, data] = sendBeacon.mock.calls[0]!
      // The host the Content-Security-Policy allows, over HTTPS.
      expect(url).toBe(`https://${AMPLITUDE_HOST}`)
      const events = JSON.parse(data.get('e') ?? '[]') as UploadedEvent[]
      expect(events.map((event) => event.event_type)).toEqual(['discord_button'])
      expect(unsent()).toEqual([])
    } finally {
      Reflect.deleteProperty(navigator, 'sendBeacon')
    }
  })
})
