// What /wallet shows each viewer, in the app's shell against the mock's seed: a visitor the airdrop
// with its ways in, a user without Points an empty history, a user the Buy modal and the actions
// still to come, and the whole history page by page. The rules behind it: wallet-slice.test.ts.
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderApp } from '../../../../tests/render-app'

const history = () => screen.findByRole('region', { name: 'Transactions' })
const balanceCard = () => screen.findByRole('region', { name: 'Balance' })

describe('the wallet screen', () => {
  it('invites a visitor to the airdrop, with links to sign up and to log in', async () => {
    const { user } = await renderApp(null, '/wallet')
    const invitation = await screen.findByRole('region', { name: 'Get the 69 Points airdrop' })
    expect(invitation).toHaveTextContent('69 Points')
    expect(screen.queryByRole('region', { name: 'Balance' })).toBeNull()
    expect(screen.queryByText('POINTS')).toBeNull()

    await user.click(within(invitation).getByRole('link', { name: 'Create an account' }))
    expect(await screen.findByRole('dialog', { name: 'Create Account' })).toBeInTheDocument()
  })

  it("a visitor's Log In opens the login popup", async () => {
    const { user } = await renderApp(null, '/wallet')
    const invitation = await screen.findByRole('region', { name: 'Get the 69 Points airdrop' })
    await user.click(within(invitation).getByRole('link', { name: 'Log In' }))
    expect(await screen.findByRole('dialog', { name: 'Welcome back' })).toBeInTheDocument()
  })

  it('shows a user without Points an empty history and no more to load', async () => {
    await renderApp('broke', '/wallet')
    const rows = await history()
    expect(await within(rows).findByRole('status')).toHaveTextContent('No transactions yet.')
    expect(await balanceCard()).toHaveTextContent(/^0\.0+ POINTS/)
    expect(screen.queryByRole('button', { name: 'Show more transactions' })).toBeNull()
  })

  it('Buy says Coming Soon; Sell is off, Sent and Withdraw are marked as coming', async () => {
    const { user } = await renderApp('user', '/wallet')
    const card = await balanceCard()
    await user.click(within(card).getByRole('button', { name: 'Buy' }))
    const dialog = await screen.findByRole('dialog', { name: 'Coming Soon' })
    await user.click(within(dialog).getByRole('button', { name: 'Close' }))
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Coming Soon' })).toBeNull())

    expect(within(card).getByRole('button', { name: 'Sell' })).toBeDisabled()
    for (const name of ['Sent', 'Withdraw']) {
      const action = within(card).getByRole('button', { name })
      expect(action).toBeDisabled()
      expect(action).toHaveAccessibleDescription('Coming soon')
    }
  })

  it("'...' appends the next pages until the whole history shows, then goes", async () => {
    const { user } = await renderApp('user', '/wallet')
    const rows = await history()
    for (const shown of [10, 20, 26]) {
      await waitFor(() => expect(within(rows).getAllByRole('listitem')).toHaveLength(shown))
      if (shown < 26) {
        await user.click(within(rows).getByRole('button', { name: 'Show more transactions' }))
      }
    }
    expect(within(rows).queryByRole('button', { name: 'Show more transactions' })).toBeNull()
  })
})
