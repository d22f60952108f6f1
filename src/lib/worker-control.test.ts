// Whether the worker paces the page's videos: it controls the page, and this browser's videos may
// be answered in pieces (which browsers those are: video-pacing.test.ts).
import { afterEach, describe, expect, it } from 'vitest'
import { ANDROID_CHROME, IPHONE_SAFARI } from '../../tests/user-agents'
import { workerPacesVideos } from './worker-control'

// jsdom has no navigator.serviceWorker.
const controlled = (controller: object | null) =>
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { controller } })

afterEach(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker')
})

describe('whether the worker paces the videos', () => {
  it('does in a Chromium-based browser whose page it controls', () => {
    controlled({})
    expect(workerPacesVideos(ANDROID_CHROME)).toBe(true)
  })

  it('does not in a browser whose videos it leaves to the network (Safari)', () => {
    controlled({})
    expect(workerPacesVideos(IPHONE_SAFARI)).toBe(false)
  })

  it('does not before a worker controls the page', () => {
    controlled(null)
    expect(workerPacesVideos(ANDROID_CHROME)).toBe(false)
  })
})
