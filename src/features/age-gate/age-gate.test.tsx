// The age gate is decided when the store is made, before anything renders: an unanswered gate is
// first in the modal queue and the page behind it is not drawn (what the feed would then fetch
// and play is the browser's to see: tests/e2e/age-gate.spec.ts). 'Yes, I am 18+' draws the page
// in the same render and keeps the answer on this device.
import { screen } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { renderWithProviders } from '../../../tests/render'
import { AppRouter } from '../../app/router'
import { makeStore } from '../../app/store'
import { MODAL_18, MODAL_LOGIN_POPUP } from '../modals/modal-names'
import { modalOpened, selectModalQueue } from '../modals/modals-slice'
import { ageGateAccepted, selectIsAgeAccepted } from './age-gate-slice'

const GATE = 'ENTER ONLY IF YOU ARE OVER 18 YEARS OLD'

const queuedNames = (store: ReturnType<typeof makeStore>) =>
  selectModalQueue(store.getState()).map((modal) => modal.name)

describe('a first visit', () => {
  beforeEach(() => window.localStorage.removeItem('is18'))

  it('has the gate first in the queue as the store is made, and accepting keeps the answer', () => {
    const store = makeStore()
    expect(selectIsAgeAccepted(store.getState())).toBe(false)
    store.dispatch(modalOpened({ name: MODAL_LOGIN_POPUP }))
    expect(queuedNames(store)).toEqual([MODAL_18, MODAL_LOGIN_POPUP])

    store.dispatch(ageGateAccepted())
    expect(selectIsAgeAccepted(store.getState())).toBe(true)
    expect(queuedNames(store)).toEqual([MODAL_LOGIN_POPUP])
    expect(window.localStorage.getItem('is18')).toBe('true')
    expect(selectIsAgeAccepted(makeStore().getState())).toBe(true)
  })

  it('draws no page behind the gate, and the page at once on the answer', async () => {
    const { user } = renderWithProviders(<AppRouter />, { route: '/wallet' })
    expect(screen.getByRole('dialog', { name: GATE })).toBeInTheDocument()
    expect(screen.queryByRole('heading', { name: 'Wallet' })).not.toBeInTheDocument()
    expect(screen.queryByRole('main')).toBeEmptyDOMElement()

    await user.click(screen.getByRole('button', { name: 'Yes, I am 18+' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(await screen.findByRole('heading', { name: 'Wallet' })).toBeInTheDocument()
  })

  it('keeps the terms it refers to readable behind it', async () => {
    const { user } = renderWithProviders(<AppRouter />, { route: '/wallet' })
    await user.click(screen.getByRole('link', { name: 'Terms of Service' }))
    expect(await screen.findByRole('heading', { name: 'Terms of Service' })).toBeInTheDocument()
    expect(screen.getByRole('dialog', { name: GATE })).toBeInTheDocument()
  })
})

it('a returning visitor gets no gate', () => {
  const store = makeStore()
  expect(selectIsAgeAccepted(store.getState())).toBe(true)
  expect(queuedNames(store)).toEqual([])
})
