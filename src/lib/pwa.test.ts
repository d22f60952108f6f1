import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactElement } from 'react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { Workbox } from 'workbox-window'
import {
  CACHED_FOR_OFFLINE,
  OFFLINE_MODE_NOTE,
  isLocalhost,
  startWorker,
  watchWorker,
  type WorkerHost,
} from './pwa'
import { showPersistentToast, showSuccessToast } from './toast'

vi.mock('./toast', () => ({ showPersistentToast: vi.fn(), showSuccessToast: vi.fn() }))
// restoreMocks leaves the module mock's calls in place.
beforeEach(() => vi.clearAllMocks())

function fakeHost(answer: () => Promise<Response>, registrations = 1) {
  const unregister = vi.fn(() => Promise.resolve(true))
  const host = {
    hostname: 'localhost',
    getRegistrations: vi.fn(() =>
      Promise.resolve(
        Array.from(
          { length: registrations },
          () => ({ unregister }) as unknown as ServiceWorkerRegistration,
        ),
      ),
    ),
    fetch: vi.fn(answer),
    reload: vi.fn(),
    register: vi.fn(),
  } satisfies WorkerHost
  return { host, unregister }
}

const script = (status: number, type: string) =>
  Promise.resolve(new Response('', { status, headers: { 'Content-Type': type } }))

describe('isLocalhost', () => {
  it.each(['localhost', '[::1]', '127.0.0.1', '127.10.0.255'])('%s is local', (hostname) => {
    expect(isLocalhost(hostname)).toBe(true)
  })

  it.each(['example.com', 'app.localhost.example', '127.0.0.256', '10.0.0.1', '::1'])(
    '%s is not',
    (hostname) => expect(isLocalhost(hostname)).toBe(false),
  )
})

describe('startWorker', () => {
  it('elsewhere registers without checking the script', async () => {
    const { host } = fakeHost(() => script(200, 'text/javascript'))
    await startWorker({ ...host, hostname: 'app.example.com' })
    expect(host.fetch).not.toHaveBeenCalled()
    expect(host.register).toHaveBeenCalledOnce()
  })

  it('on localhost checks the script as the browser would fetch it, then registers', async () => {
    const { host } = fakeHost(() => script(200, 'application/javascript; charset=utf-8'))
    await startWorker(host)
    expect(host.fetch).toHaveBeenCalledWith('/service-worker.js', {
      headers: { 'Service-Worker': 'script' },
    })
    expect(host.register).toHaveBeenCalledOnce()
    expect(host.reload).not.toHaveBeenCalled()
  })

  it.each([
    ['a 404', 404, 'application/json'],
    ['an HTML fallback', 200, 'text/html'],
  ])('on %s unregisters every worker and reloads', async (_, status, type) => {
    const { host, unregister } = fakeHost(() => script(status, type), 2)
    await startWorker(host)
    expect(unregister).toHaveBeenCalledTimes(2)
    expect(host.reload).toHaveBeenCalledOnce()
    expect(host.register).not.toHaveBeenCalled()
  })

  it('does not reload when there was nothing to unregister (no reload loop)', async () => {
    const { host } = fakeHost(() => script(404, 'application/json'), 0)
    await startWorker(host)
    expect(host.reload).not.toHaveBeenCalled()
    expect(host.register).not.toHaveBeenCalled()
  })

  it('offline, logs the offline-mode note and leaves the worker alone', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {})
    const { host, unregister } = fakeHost(() => Promise.reject(new TypeError('Failed to fetch')))
    await startWorker(host)
    expect(info).toHaveBeenCalledWith(OFFLINE_MODE_NOTE)
    expect(unregister).not.toHaveBeenCalled()
    expect(host.register).not.toHaveBeenCalled()
  })
})

describe('watchWorker', () => {
  function fakeWorkbox(register = () => Promise.resolve(undefined)) {
    const listeners = new Map<string, (event: object) => void>()
    const wb = {
      addEventListener: (type: string, listener: (event: object) => void) => {
        listeners.set(type, listener)
      },
      register: vi.fn(register),
      messageSkipWaiting: vi.fn(),
    }
    const emit = (type: string, event: object = {}) => listeners.get(type)?.(event)
    return { wb: wb as unknown as Workbox, emit, messageSkipWaiting: wb.messageSkipWaiting }
  }

  it('says the content is cached on the first install only', () => {
    const { wb, emit } = fakeWorkbox()
    watchWorker(wb, vi.fn())
    emit('installed', { isUpdate: true })
    expect(showSuccessToast).not.toHaveBeenCalled()
    emit('installed', { isUpdate: false })
    expect(showSuccessToast).toHaveBeenCalledWith(CACHED_FOR_OFFLINE)
  })

  it('offers a waiting update and activates it only on Reload, then reloads once it controls', async () => {
    const reload = vi.fn()
    const { wb, emit, messageSkipWaiting } = fakeWorkbox()
    watchWorker(wb, reload)
    emit('controlling')
    expect(reload).not.toHaveBeenCalled()

    emit('waiting')
    const content = vi.mocked(showPersistentToast).mock.calls[0]?.[0] as ReactElement
    render(content)
    expect(screen.getByText('A new version is available')).toBeInTheDocument()
    expect(messageSkipWaiting).not.toHaveBeenCalled()

    await userEvent.click(screen.getByRole('button', { name: 'Reload' }))
    expect(messageSkipWaiting).toHaveBeenCalledOnce()
    expect(reload).not.toHaveBeenCalled()
    emit('controlling')
    expect(reload).toHaveBeenCalledOnce()
  })

  it('reports a failed registration on the console only', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const failure = new Error('SecurityError')
    const { wb } = fakeWorkbox(() => Promise.reject(failure))
    watchWorker(wb, vi.fn())
    await vi.waitFor(() => expect(error).toHaveBeenCalledWith(expect.any(String), failure))
    expect(showSuccessToast).not.toHaveBeenCalled()
    expect(showPersistentToast).not.toHaveBeenCalled()
  })
})
