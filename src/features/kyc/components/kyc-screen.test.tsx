// The KYC page when its token call fails: the page says what failed with 'Try again' (the reason
// is the errors feature's toast), and trying again starts the widget.
import { screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { addFault } from '../../../../mock-api/faults'
import { renderWithProviders } from '../../../../tests/render'
import { signedInStore } from '../../../../tests/signed-in-store'
import { KycScreen } from './kyc-screen'

vi.mock('./kyc-widget', () => ({ default: () => <p>Identity widget</p> }))

describe('KycScreen', () => {
  it.each([
    ['a 500', { status: 500, message: 'Provider down' }],
    ['a body that is not JSON', { malformed: true }],
  ])('after %s says the check could not start, and Try again starts it', async (_, fault) => {
    addFault({ path: '/api/v1/kyc/access-token', times: 1, ...fault })
    const { user } = renderWithProviders(<KycScreen />, { store: await signedInStore('user') })

    const failure = await screen.findByRole('alert')
    expect(failure).toHaveTextContent('The identity check could not be started.')
    expect(screen.getByRole('heading', { level: 1, name: 'Identity check' })).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Try again' }))

    expect(await screen.findByText('Identity widget')).toBeInTheDocument()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })
})
