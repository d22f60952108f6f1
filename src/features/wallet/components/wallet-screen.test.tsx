// The wallet's '...' by keyboard: it keeps the focus while its page loads (a disabled button
// would drop it to the page), then hands it to the first row the page brought.
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { addFault } from '../../../../mock-api/faults'
import { renderWithProviders } from '../../../../tests/render'
import { signedInStore } from '../../../../tests/signed-in-store'
import { WalletScreen } from './wallet-screen'

describe('WalletScreen', () => {
  it("'...' keeps the focus while loading, then focuses the first new row", async () => {
    const store = await signedInStore('user')
    const { user } = renderWithProviders(<WalletScreen />, { store, route: '/wallet' })
    const history = await screen.findByRole('region', { name: 'Transactions' })
    const more = await within(history).findByRole('button', { name: 'Show more transactions' })
    await waitFor(() => expect(within(history).getAllByRole('listitem')).toHaveLength(10))

    addFault({ path: '/api/v1/wallet', delayMs: 300, times: 1 }) // time to look while it loads
    more.focus()
    await user.keyboard('{Enter}')
    expect(more).toHaveAttribute('aria-disabled', 'true')
    expect(more).toHaveFocus()

    await waitFor(() => expect(within(history).getAllByRole('listitem')).toHaveLength(20))
    expect(within(history).getAllByRole('listitem')[10]).toHaveFocus()
    expect(more).toHaveAttribute('aria-disabled', 'false')
  })
})
