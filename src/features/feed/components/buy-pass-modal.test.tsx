// The pay-per-view sheet when the purchase gets no answer (the network failed under it, or the
// server took longer than the client's time-out): the server may have charged, so the sheet says
// so, stays, refreshes the wallet and asks for the item again; a video the server unlocked counts
// as bought and is not offered again.
import { act, fireEvent, screen } from '@testing-library/react'
import { getResponse, http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { findUserByEmail } from '../../../../mock-api/db'
import { handlers } from '../../../../mock-api/handlers'
import { DEMO_ACCOUNTS } from '../../../../mock-api/seed/demo-accounts'
import { balanceOf } from '../../../../mock-api/views'
import { ClosableDialog, TitlePages } from '../../../../tests/dialog-harness'
import { renderWithProviders } from '../../../../tests/render'
import { recordRequests } from '../../../../tests/sent-requests'
import { server } from '../../../../tests/setup'
import { signedInStore } from '../../../../tests/signed-in-store'
import type { AppStore } from '../../../app/store'
import { MODAL_BUY_XPASS } from '../../modals/modal-names'
import { selectUnlock } from '../../purchases/purchase-selectors'
import { selectWallet } from '../../wallet/wallet-slice'
import { BuyPassModal } from './buy-pass-modal'

// Seed: v8 is paid and not bought by user@demo.test.
const PAID = 'v8'
const PURCHASE = `/video-purchase-one-day/${PAID}`
const MESSAGE = 'We could not confirm the purchase. Check your wallet before trying again.'

afterEach(() => void vi.useRealTimers())

function Offer({ onClose }: { onClose: () => void }) {
  return <BuyPassModal name={MODAL_BUY_XPASS} payload={{ videoId: PAID }} onClose={onClose} />
}

async function openOffer() {
  const store = await signedInStore('user')
  const before = balanceOf(findUserByEmail(DEMO_ACCOUNTS.user.email)!.id)
  const sent = recordRequests()
  renderWithProviders(
    <>
      <ClosableDialog Body={Offer} />
      <TitlePages pages={{ '/': 'Home', '/profile/:username': 'Profile' }} />
    </>,
    { store },
  )
  const pay = screen.getByRole('button', { name: 'PAY' })
  return { store, sent, pay, before }
}

const walletOf = (store: AppStore) => selectWallet(store.getState())

/** The sheet is still open on Home, saying the purchase could not be confirmed. */
async function expectUnconfirmed() {
  expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGE)
  expect(screen.getByRole('dialog')).toBeInTheDocument()
  expect(screen.getByRole('heading', { name: 'Home' })).toBeInTheDocument()
}

describe('a purchase without an answer', () => {
  it('charged but the answer was lost: says so, shows the new balance, counts it bought', async () => {
    // The server takes the purchase, then the connection drops before its answer.
    server.use(
      http.put('*/api/v1/video-purchase-one-day/:id', async ({ request }) => {
        await getResponse(handlers, request)
        return HttpResponse.error()
      }),
    )
    const { store, sent, pay, before } = await openOffer()
    fireEvent.click(pay)

    await expectUnconfirmed()
    await vi.waitFor(() => expect(selectUnlock(store.getState(), PAID)?.src).toMatch(/\.mp4$/))
    expect(sent.matching('GET', '/wallet')).toHaveLength(1)
    expect(walletOf(store).balance).toBe(before - 10)
    expect(sent.matching('GET', `/items/${PAID}`)).toHaveLength(1)
    // Bought: PAY is not offered again, and nothing more is sent.
    expect(pay).toBeDisabled()
    expect(sent.matching('PUT', PURCHASE)).toHaveLength(1)
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGE)
  })

  it('timed out without charging: says so, refreshes the wallet, PAY may be tried again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    server.use(http.put('*/api/v1/video-purchase-one-day/:id', () => new Promise(() => {})))
    const { store, sent, pay, before } = await openOffer()
    fireEvent.click(pay)
    expect(pay).toBeDisabled()
    await act(() => vi.advanceTimersByTimeAsync(30_000))

    await expectUnconfirmed()
    await vi.waitFor(() => expect(walletOf(store).transactions.isLoaded).toBe(true))
    expect(sent.matching('GET', '/wallet')).toHaveLength(1)
    expect(walletOf(store).balance).toBe(before)
    expect(sent.matching('GET', `/items/${PAID}`)).toHaveLength(1)
    expect(selectUnlock(store.getState(), PAID)).toBeUndefined()
    expect(pay).toBeEnabled()
  })
})
