import { act, renderHook } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { listenForInstallPrompt, type BeforeInstallPromptEvent } from './install-prompt'
import { ANDROID_CHROME, IPHONE_SAFARI } from '../../tests/user-agents'
import { isIosSafari, isStandalone, useInstallPrompt } from './use-install-prompt'

const IPHONE_CHROME =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0.6478.54 Mobile/15E148 Safari/604.1'
const IPAD_DESKTOP_MODE =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15'

const target = new EventTarget()
listenForInstallPrompt(target as Window)

function fakePrompt() {
  return Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt: vi.fn(() => Promise.resolve()),
    userChoice: Promise.resolve({ outcome: 'accepted' as const }),
  }) satisfies BeforeInstallPromptEvent
}

function offer(event = fakePrompt()) {
  act(() => void target.dispatchEvent(event))
  return event
}

function displayMode(standalone: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: standalone && query === '(display-mode: standalone)',
  }))
}

afterEach(() => {
  act(() => void target.dispatchEvent(new Event('appinstalled')))
  vi.unstubAllGlobals()
})

describe('useInstallPrompt', () => {
  it('can install once the browser offers it', () => {
    const { result } = renderHook(() => useInstallPrompt())
    expect(result.current.canInstall).toBe(false)
    offer()
    expect(result.current.canInstall).toBe(true)
  })

  it('prompts once, then no longer offers installing', async () => {
    const { result } = renderHook(() => useInstallPrompt())
    const event = offer()
    await act(() => result.current.install())
    expect(event.prompt).toHaveBeenCalledTimes(1)
    expect(result.current.canInstall).toBe(false)
    await act(() => result.current.install())
    expect(event.prompt).toHaveBeenCalledTimes(1)
  })

  it('forgets the offer once the app is installed', () => {
    const { result } = renderHook(() => useInstallPrompt())
    offer()
    act(() => void target.dispatchEvent(new Event('appinstalled')))
    expect(result.current.canInstall).toBe(false)
  })

  it('offers nothing when already running installed', () => {
    displayMode(true)
    const { result } = renderHook(() => useInstallPrompt())
    offer()
    expect(result.current).toMatchObject({ canInstall: false, isStandalone: true })
  })
})

describe('isStandalone', () => {
  it("reads Chromium's display mode and iOS's navigator.standalone", () => {
    displayMode(false)
    expect(isStandalone()).toBe(false)
    displayMode(true)
    expect(isStandalone()).toBe(true)
    displayMode(false)
    vi.stubGlobal('navigator', { ...navigator, standalone: true })
    expect(isStandalone()).toBe(true)
  })
})

describe('isIosSafari', () => {
  it('is true for Safari on iPhone and on iPad asking for desktop pages', () => {
    expect(isIosSafari(IPHONE_SAFARI, 5)).toBe(true)
    expect(isIosSafari(IPAD_DESKTOP_MODE, 5)).toBe(true)
  })

  it('is false for other iOS browsers, a Mac and Android', () => {
    expect(isIosSafari(IPHONE_CHROME, 5)).toBe(false)
    expect(isIosSafari(IPAD_DESKTOP_MODE, 0)).toBe(false)
    expect(isIosSafari(ANDROID_CHROME, 5)).toBe(false)
  })
})
