// Pay-per-view from the feed when the purchase fails: a purchase the server refused (500) closes
// the sheet quietly and charges nothing; one whose answer never came (no network) says so in the
// sheet, with PAY still offered, since the server may have charged. PAY again charges exactly once
// (the mock charges every call) and lands on the own profile. Seed: v8 is paid and not bought by
// user@demo.test; a link to it opens the feed on it.
import { screen, within } from '@testing-library/react'
import { useLocation } from 'react-router-dom'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { findUserByEmail } from '../../../../mock-api/db'
import { DEMO_ACCOUNTS } from '../../../../mock-api/seed/demo-accounts'
import { balanceOf } from '../../../../mock-api/views'
import { breakCall, faultNames } from '../../../../tests/call-faults'
import { renderWithProviders } from '../../../../tests/render'
import { recordRequests } from '../../../../tests/sent-requests'
import { signedInStore } from '../../../../tests/signed-in-store'
import { toastsDrawn } from '../../../../tests/toasts'
import { AppRouter } from '../../../app/router'
import { openSharedVideo } from '../shared-video'

const PAID = 'v8'
const PURCHASE = `/video-purchase-one-day/${PAID}`
const UNCONFIRMED = 'We could not confirm the purchase. Check your wallet before trying again.'

// jsdom plays no media: the feed's videos play and pause as if it did.
beforeEach(() => {
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue()
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockReturnValue()
  vi.spyOn(HTMLMediaElement.prototype, 'load').mockReturnValue()
})

function CurrentPath() {
  return <output aria-label="Current path">{useLocation().pathname}</output>
}

const balance = () => balanceOf(findUserByEmail(DEMO_ACCOUNTS.user.email)!.id)
const path = () => screen.getByRole('status', { name: 'Current path' })
const SHEET = { name: 'Confirm pay-per-view purchase' }
const sheet = () => screen.queryByRole('dialog', SHEET)
const pay = async () =>
  within(await screen.findByRole('dialog', SHEET)).getByRole('button', { name: 'PAY' })

async function openOffer() {
  const store = await signedInStore('user')
  await store.dispatch(openSharedVideo(PAID))
  const rendered = renderWithProviders(
    <>
      <AppRouter />
      <CurrentPath />
    </>,
    { store, route: '/' },
  )
  const offer = await screen.findByRole('button', { name: 'Open With 10 Points' })
  return { ...rendered, offer }
}

describe.each(['500', 'offline'] as const)('a purchase answered with %s', (kind) => {
  it(`(${faultNames[kind]}) charges nothing, and PAY again charges once`, async () => {
    const before = balance()
    const sent = recordRequests()
    const { user, offer } = await openOffer()
    const purchases = () => sent.matching('PUT', PURCHASE)

    const broken = breakCall(PURCHASE, kind, 'put')
    await user.click(offer)
    await user.click(await pay())
    if (kind === 'offline') {
      const open = screen.getByRole('dialog', SHEET)
      expect(await within(open).findByRole('alert')).toHaveTextContent(UNCONFIRMED)
      expect(await pay()).toBeEnabled()
    } else {
      await screen.findByRole('button', { name: 'Open With 10 Points' })
      expect(sheet()).toBeNull()
      expect(path()).toHaveTextContent(/^\/$/)
      await toastsDrawn()
      expect(screen.queryByRole('alert')).toBeNull()
    }
    expect(purchases()).toHaveLength(1)
    expect(balance()).toBe(before)

    broken.reconnect()
    if (kind !== 'offline') await user.click(offer)
    await user.click(await pay())
    await screen.findByRole('heading', { level: 1, name: /./ })
    await expect.poll(() => path().textContent).toBe('/profile/demo_user')
    expect(sheet()).toBeNull()
    expect(purchases()).toHaveLength(2)
    expect(balance()).toBe(before - 10)
  })
})
