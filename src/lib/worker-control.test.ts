import { afterEach, describe, expect, it } from 'vitest'
import { workerPacesVideos } from './worker-control'

const CHROME_ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36'
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1'
const FIREFOX_ANDROID = 'Mozilla/5.0 (Android 14; Mobile; rv:133.0) Gecko/133.0 Firefox/133.0'

// jsdom has no navigator.serviceWorker.
const controlled = (controller: object | null) =>
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { controller } })

afterEach(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker')
})

describe('whether the worker paces the videos', () => {
  it('does in a Chromium-based browser whose page it controls', () => {
    controlled({})
    expect(workerPacesVideos(CHROME_ANDROID)).toBe(true)
  })

  it.each([
    ['Safari', SAFARI_IPHONE],
    ['Firefox', FIREFOX_ANDROID],
  ])('does not in %s, whose videos go to the network whole', (_name, userAgent) => {
    controlled({})
    expect(workerPacesVideos(userAgent)).toBe(false)
  })

  it('does not before a worker controls the page', () => {
    controlled(null)
    expect(workerPacesVideos(CHROME_ANDROID)).toBe(false)
  })
})
