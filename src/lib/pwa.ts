// Service-worker registration and its update flow. Loaded lazily after the first
// render (src/main.tsx), so neither workbox-window nor this file weighs on Home's first load.
import { createElement } from 'react'
import { Workbox } from 'workbox-window'
import { UpdateToast } from '../components/update-toast'
import { env } from '../config/env'
import { showPersistentToast, showSuccessToast } from './toast'

export const SERVICE_WORKER_URL = '/service-worker.js'
export const OFFLINE_MODE_NOTE = 'No internet connection found. App is running in offline mode.'
export const CACHED_FOR_OFFLINE = 'Content is cached for offline use.'

/** Where a leftover worker of another local app could answer: `localhost`, `[::1]`, 127.x.x.x. */
export function isLocalhost(hostname: string): boolean {
  return (
    hostname === 'localhost' ||
    hostname === '[::1]' ||
    /^127(?:\.(?:25[0-5]|2[0-4]\d|[01]?\d?\d)){3}$/.test(hostname)
  )
}

type ScriptCheck = 'valid' | 'missing' | 'offline'

/** A 404 or an HTML fallback means this origin serves no worker (another app, a dev server). */
export async function checkWorkerScript(fetchScript: typeof fetch): Promise<ScriptCheck> {
  try {
    const response = await fetchScript(SERVICE_WORKER_URL, {
      headers: { 'Service-Worker': 'script' },
    })
    const type = response.headers.get('content-type') ?? ''
    return response.status === 404 || !type.includes('javascript') ? 'missing' : 'valid'
  } catch {
    return 'offline'
  }
}

export interface WorkerHost {
  hostname: string
  getRegistrations: () => Promise<readonly ServiceWorkerRegistration[]>
  fetch: typeof fetch
  reload: () => void
  register: () => void
}

/** On localhost the script is checked before registering; elsewhere it is registered directly. */
export async function startWorker(host: WorkerHost): Promise<void> {
  if (isLocalhost(host.hostname)) {
    const check = await checkWorkerScript(host.fetch)
    if (check === 'offline') {
      console.info(OFFLINE_MODE_NOTE)
      return
    }
    if (check === 'missing') {
      const registrations = await host.getRegistrations()
      await Promise.all(registrations.map((registration) => registration.unregister()))
      // Reloading only when something was removed: with nothing registered a reload would
      // meet the same 404 and loop.
      if (registrations.length > 0) host.reload()
      return
    }
  }
  host.register()
}

type WorkboxLike = Pick<Workbox, 'addEventListener' | 'register' | 'messageSkipWaiting'>

/** First install: a note that the app works offline. Update: the new worker waits for consent. */
export function watchWorker(wb: WorkboxLike, reload: () => void): void {
  wb.addEventListener('installed', (event) => {
    if (!event.isUpdate) showSuccessToast(CACHED_FOR_OFFLINE)
  })
  let consented = false
  // Also fires when the first worker claims the page; only an accepted update reloads it.
  wb.addEventListener('controlling', () => {
    if (consented) reload()
  })
  wb.addEventListener('waiting', () => {
    const onReload = () => {
      consented = true
      wb.messageSkipWaiting()
    }
    showPersistentToast(createElement(UpdateToast, { onReload }))
  })
  wb.register().catch((error: unknown) => {
    console.error('Service worker registration failed:', error)
  })
}

function whenLoaded(): Promise<void> {
  if (document.readyState === 'complete') return Promise.resolve()
  return new Promise((resolve) => window.addEventListener('load', () => resolve(), { once: true }))
}

/** Not on the dev server, nor where the browser has no service workers (an insecure origin). */
export async function startServiceWorker(): Promise<void> {
  // Checked at run time: the DOM types claim `serviceWorker` is always there.
  const container = navigator.serviceWorker as ServiceWorkerContainer | undefined
  if (env.isDev || !container) return
  // Precaching fetches every chunk: it starts once the page's own loading is done.
  await whenLoaded()
  const reload = () => window.location.reload()
  await startWorker({
    hostname: window.location.hostname,
    getRegistrations: () => container.getRegistrations(),
    fetch: (input, init) => fetch(input, init),
    reload,
    register: () => watchWorker(new Workbox(SERVICE_WORKER_URL), reload),
  })
}
