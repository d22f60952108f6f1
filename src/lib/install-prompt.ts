// Installing the app. Chromium fires `beforeinstallprompt` once, early, and a prompt can be shown
// only from that event: start-up keeps it here so Account and Profile settings can offer 'Install
// app' whenever the user gets there. Only this capture is in the first load; the screens' side is
// use-install-prompt.ts.

/** Chromium's event (not in TypeScript's DOM types). */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<unknown>
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>
}

let deferred: BeforeInstallPromptEvent | null = null
const listeners = new Set<() => void>()

function keep(event: BeforeInstallPromptEvent | null) {
  deferred = event
  listeners.forEach((listener) => listener())
}

/** Called by start-up before the first render, so the early event is not missed. */
export function listenForInstallPrompt(target: Window = window): void {
  target.addEventListener('beforeinstallprompt', (event) => {
    // No mini-infobar over the age gate: the app offers installing where the user looks for it.
    event.preventDefault()
    keep(event as BeforeInstallPromptEvent)
  })
  target.addEventListener('appinstalled', () => keep(null))
}

export function subscribeToInstallPrompt(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function hasInstallPrompt(): boolean {
  return deferred !== null
}

/** The kept event, given up by the store: an event can prompt only once. */
export function takeInstallPrompt(): BeforeInstallPromptEvent | null {
  const event = deferred
  keep(null)
  return event
}
