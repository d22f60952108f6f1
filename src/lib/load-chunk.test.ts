import { act, render, screen } from '@testing-library/react'
import { createElement, StrictMode, Suspense } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ErrorBoundary } from '../components/error-boundary'
import { ChunkLoadError, isChunkLoadError, lazyExport, loadChunk } from './load-chunk'

afterEach(() => vi.useRealTimers())

describe('loadChunk', () => {
  it('resolves with the module', async () => {
    await expect(loadChunk(() => Promise.resolve({ default: 1 }))).resolves.toEqual({ default: 1 })
  })

  it('reports a failed import as a ChunkLoadError', async () => {
    const failing = loadChunk(() => Promise.reject(new TypeError('Failed to fetch')))
    await expect(failing).rejects.toBeInstanceOf(ChunkLoadError)
    await expect(failing).rejects.toMatchObject({
      name: 'ChunkLoadError',
      message: 'Failed to fetch',
    })
  })

  it('gives up after the time-out', async () => {
    vi.useFakeTimers()
    const hanging = loadChunk(() => new Promise<never>(() => {}), 120_000)
    const settled = expect(hanging).rejects.toSatisfy(isChunkLoadError)
    await vi.advanceTimersByTimeAsync(120_000)
    await settled
  })

  it('asks for nothing while offline with no service worker to answer', async () => {
    // The browser would keep the failed fetch in its module map, and fail every later import of
    // the chunk, online again, without asking the network.
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    const load = vi.fn(() => Promise.resolve('module'))
    await expect(loadChunk(load)).rejects.toSatisfy(isChunkLoadError)
    expect(load).not.toHaveBeenCalled()
  })

  it('loads offline when a service worker answers for the page', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: { controller: {} },
    })
    try {
      await expect(loadChunk(() => Promise.resolve('module'))).resolves.toBe('module')
    } finally {
      Reflect.deleteProperty(navigator, 'serviceWorker')
    }
  })

  it("links a stylesheet that failed afresh before the next load, as Vite's loader does not", async () => {
    // The first load links its chunk's stylesheet, which fails (offline).
    const failed = Object.assign(document.createElement('link'), { rel: 'stylesheet' })
    failed.href = '/assets/screen.css'
    const first = loadChunk(() => {
      document.head.append(failed)
      failed.dispatchEvent(new Event('error'))
      return Promise.reject(new Error('Unable to preload CSS for /assets/screen.css'))
    })
    await expect(first).rejects.toSatisfy(isChunkLoadError)

    const load = vi.fn(() => Promise.resolve('module'))
    const second = loadChunk(load)
    const fresh = await vi.waitFor(() => {
      const link = document.head.querySelector<HTMLLinkElement>('link[href="/assets/screen.css"]')
      expect(link).not.toBe(failed)
      return link!
    })
    expect(document.head.querySelectorAll('link[href="/assets/screen.css"]')).toHaveLength(1)
    expect(load).not.toHaveBeenCalled()
    fresh.dispatchEvent(new Event('load'))
    await expect(second).resolves.toBe('module')
    fresh.remove()
  })
})

describe('lazyExport', () => {
  function Screen({ title }: { title: string }) {
    return createElement('h1', null, title)
  }

  /** A chunk whose first download fails (offline) and whose next one arrives. */
  function chunkFailingOnce() {
    const load = vi
      .fn<() => Promise<{ Screen: typeof Screen }>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue({ Screen })
    return { load, Lazy: lazyExport(load, 'Screen') }
  }

  const app = (Lazy: ReturnType<typeof chunkFailingOnce>['Lazy']) =>
    createElement(
      StrictMode,
      null,
      createElement(ErrorBoundary, {
        fallback: () => createElement('p', { role: 'alert' }, 'Could not be loaded.'),
        children: createElement(
          Suspense,
          { fallback: 'Loading' },
          createElement(Lazy, { title: 'Wallet' }),
        ),
      }),
    )

  it('loads a failed chunk again on the next open, not while its failure shows', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const { load, Lazy } = chunkFailingOnce()
    const shown = render(app(Lazy))
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not be loaded.')
    // Drawn again while the failure shows: no new download.
    shown.rerender(app(Lazy))
    await act(() => Promise.resolve())
    expect(screen.getByRole('alert')).toBeInTheDocument()
    expect(load).toHaveBeenCalledTimes(1)
    shown.unmount()

    render(app(Lazy))
    expect(await screen.findByRole('heading', { name: 'Wallet' })).toBeInTheDocument()
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('keeps a chunk that loaded: every later open uses it', async () => {
    const { load, Lazy } = chunkFailingOnce()
    load.mockReset().mockResolvedValue({ Screen })
    render(app(Lazy)).unmount()
    render(app(Lazy))
    expect(await screen.findByRole('heading', { name: 'Wallet' })).toBeInTheDocument()
    expect(load).toHaveBeenCalledTimes(1)
  })
})
