// What Account and Profile settings need to offer installing: whether the browser's prompt is
// kept (install-prompt.ts), whether this is iOS Safari, which has no prompt and gets a hint
// instead, and whether the app already runs installed.
import { useSyncExternalStore } from 'react'
import { hasInstallPrompt, subscribeToInstallPrompt, takeInstallPrompt } from './install-prompt'

/** Shows the browser's install dialog, once. */
async function install(): Promise<void> {
  await takeInstallPrompt()?.prompt()
}

/** iPhone, iPod or iPad (iPadOS says Macintosh but has touch) in Safari, not another iOS browser. */
export function isIosSafari(userAgent: string, maxTouchPoints: number): boolean {
  const ios =
    /iP(hone|od|ad)/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1)
  return ios && /Safari/.test(userAgent) && !/CriOS|FxiOS|EdgiOS|OPiOS|GSA\//.test(userAgent)
}

/** Opened from the home screen: Chromium's display mode, or iOS's `navigator.standalone`. */
export function isStandalone(): boolean {
  return (
    window.matchMedia?.('(display-mode: standalone)').matches ||
    (navigator as { standalone?: boolean }).standalone === true
  )
}

export function useInstallPrompt() {
  const canPrompt = useSyncExternalStore(subscribeToInstallPrompt, hasInstallPrompt)
  const standalone = isStandalone()
  return {
    canInstall: canPrompt && !standalone,
    install,
    isIosSafari: isIosSafari(navigator.userAgent, navigator.maxTouchPoints),
    isStandalone: standalone,
  }
}
