import { describe, expect, it, vi } from 'vitest'
import {
  hasInstallPrompt,
  listenForInstallPrompt,
  subscribeToInstallPrompt,
  takeInstallPrompt,
} from './install-prompt'

const target = new EventTarget()
listenForInstallPrompt(target as Window)

const offer = () => {
  const event = new Event('beforeinstallprompt', { cancelable: true })
  target.dispatchEvent(event)
  return event
}

describe('install prompt', () => {
  it("keeps the browser's offer, without its mini-infobar, and tells subscribers", () => {
    const listener = vi.fn()
    const unsubscribe = subscribeToInstallPrompt(listener)
    const event = offer()
    expect(event.defaultPrevented).toBe(true)
    expect(hasInstallPrompt()).toBe(true)
    expect(listener).toHaveBeenCalledTimes(1)
    unsubscribe()
    takeInstallPrompt()
    expect(listener).toHaveBeenCalledTimes(1)
  })

  it('gives the offer up once: an event can prompt only once', () => {
    const event = offer()
    expect(takeInstallPrompt()).toBe(event)
    expect(hasInstallPrompt()).toBe(false)
    expect(takeInstallPrompt()).toBeNull()
  })

  it('forgets the offer once the app is installed', () => {
    offer()
    target.dispatchEvent(new Event('appinstalled'))
    expect(hasInstallPrompt()).toBe(false)
  })
})
