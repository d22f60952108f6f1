// The purchase against the mock API: what it records as bought, that it is sent once, the source
// fetched later when the call after it fails, the refusals, and a session change.
import { http, HttpResponse } from 'msw'
import { ToastContainer } from 'react-toastify/unstyled'
import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { addFault } from '../../../mock-api/faults'
import { renderWithProviders } from '../../../tests/render'
import { recordRequests } from '../../../tests/sent-requests'
import { server } from '../../../tests/setup'
import { signedInStore } from '../../../tests/signed-in-store'
import { toastsDrawn } from '../../../tests/toasts'
import type { AppStore } from '../../app/store'
import { sessionEnded } from '../auth/auth-slice'
import { MODAL_BUY_XPASS } from '../modals/modal-names'
import { selectUnlock } from './purchase-selectors'
import { buyVideo, fetchUnlockedSource } from './purchases-slice'

// Seed: v8 (demo_creator) is paid and not bought by user@demo.test; broke@demo.test has 0 Points.
const PAID = 'v8'
const PURCHASE = `/video-purchase-one-day/${PAID}`
const HOUR = 3_600_000

const unlockOf = (store: AppStore, id = PAID) => selectUnlock(store.getState(), id)

const itemFails = () =>
  server.use(
    http.get('*/api/v1/items/:id', () =>
      HttpResponse.json({ message: 'Items are resting' }, { status: 503 }),
    ),
  )

describe('a purchase', () => {
  it('sends one PUT, then GETs the item: bought until the answered end, with its source', async () => {
    const store = await signedInStore('user')
    const sent = recordRequests()
    const startedAt = Date.now()
    const result = await store.dispatch(buyVideo(PAID))

    expect(buyVideo.fulfilled.match(result)).toBe(true)
    expect(sent.all.map(({ method, path }) => `${method} ${path}`)).toEqual([
      `PUT ${PURCHASE}`,
      `GET /items/${PAID}`,
    ])
    const unlock = unlockOf(store)!
    expect(unlock.src).toMatch(/\.mp4$/)
    const left = Date.parse(unlock.expiresAt) - startedAt
    expect(left).toBeGreaterThan(23.9 * HOUR)
    expect(left).toBeLessThanOrEqual(24 * HOUR + 1000)
  })

  it('a second PAY while the first runs sends nothing; nor does one for a video bought', async () => {
    const store = await signedInStore('user')
    const sent = recordRequests()
    const [first, second] = await Promise.all([
      store.dispatch(buyVideo(PAID)),
      store.dispatch(buyVideo(PAID)),
    ])
    expect(buyVideo.fulfilled.match(first)).toBe(true)
    expect(second.meta).toMatchObject({ condition: true })

    const again = await store.dispatch(buyVideo(PAID))
    expect(again.meta).toMatchObject({ condition: true })
    expect(sent.matching('PUT', PURCHASE)).toHaveLength(1)
  })

  it('when the item cannot be fetched after it, the video stays bought, with its end', async () => {
    const store = await signedInStore('user')
    itemFails()
    const result = await store.dispatch(buyVideo(PAID))

    expect(buyVideo.fulfilled.match(result)).toBe(true)
    expect(unlockOf(store)).toEqual({ src: '', expiresAt: expect.any(String) as string })
    expect(Date.parse(unlockOf(store)!.expiresAt)).toBeGreaterThan(Date.now() + 23.9 * HOUR)
    const sent = recordRequests()
    await store.dispatch(buyVideo(PAID))
    expect(sent.matching('PUT', PURCHASE)).toHaveLength(0)
  })

  it('its source, fetched later, completes the unlock; a failure changes nothing', async () => {
    const store = await signedInStore('user')
    itemFails()
    await store.dispatch(buyVideo(PAID))
    const failed = await store.dispatch(fetchUnlockedSource(PAID))
    expect(fetchUnlockedSource.rejected.match(failed)).toBe(true)
    expect(unlockOf(store)?.src).toBe('')

    server.resetHandlers()
    await store.dispatch(fetchUnlockedSource(PAID))
    expect(unlockOf(store)?.src).toMatch(/\.mp4$/)
  })

  it('402: the offer stays, with the message; nothing is bought', async () => {
    const store = await signedInStore('broke')
    renderWithProviders(<ToastContainer />, { store })
    await store.dispatch(buyVideo(PAID))
    expect(await screen.findByText('You need 10 Points to unlock this video.')).toBeInTheDocument()
    expect(store.getState().modals.queue).toEqual([{ name: MODAL_BUY_XPASS }])
    expect(unlockOf(store)).toBeUndefined()
  })

  it('any other refusal is quiet and buys nothing; PAY may be tried again', async () => {
    const store = await signedInStore('user')
    renderWithProviders(<ToastContainer />, { store })
    addFault({ path: `/api/v1${PURCHASE}`, status: 500, message: 'Oops', times: 1 })
    const result = await store.dispatch(buyVideo(PAID))
    expect(buyVideo.rejected.match(result)).toBe(true)
    await toastsDrawn()
    expect(screen.queryByText('Oops')).not.toBeInTheDocument()
    expect(store.getState().modals.queue).toEqual([])
    expect(unlockOf(store)).toBeUndefined()

    expect(buyVideo.fulfilled.match(await store.dispatch(buyVideo(PAID)))).toBe(true)
  })
})

describe('a session change', () => {
  it('forgets what was bought', async () => {
    const store = await signedInStore('user')
    await store.dispatch(buyVideo(PAID))
    store.dispatch(sessionEnded({ reason: 'elsewhere' }))
    expect(unlockOf(store)).toBeUndefined()
  })

  it("drops the answer to the last session's purchase", async () => {
    const store = await signedInStore('user')
    addFault({ path: `/api/v1${PURCHASE}`, delayMs: 50, times: 1 })
    const buying = store.dispatch(buyVideo(PAID))
    store.dispatch(sessionEnded({ reason: 'elsewhere' }))
    expect(buyVideo.fulfilled.match(await buying)).toBe(true)
    expect(unlockOf(store)).toBeUndefined()
  })
})
