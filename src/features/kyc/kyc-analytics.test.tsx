// The identity check's analytics events: creator_kyc_start once per visit to the KYC
// page, creator_kyc_success on a GREEN review, creator_registration_success once the session
// says the user is a creator. The widget's SDK stays out: its outcomes are what it reports.
import { renderHook, screen } from '@testing-library/react'
import type { ReactNode } from 'react'
import { Provider } from 'react-redux'
import { MemoryRouter } from 'react-router-dom'
import { describe, expect, it, vi } from 'vitest'
import { addFault } from '../../../mock-api/faults'
import { recordAnalytics } from '../../../tests/analytics-sink'
import { loadKycSettings } from '../../../tests/kyc-settings'
import { renderWithProviders } from '../../../tests/render'
import { signedInStore, type DemoAccount } from '../../../tests/signed-in-store'
import { KycScreen } from './components/kyc-screen'
import { useReviewOutcome } from './use-review-outcome'

vi.mock('./components/kyc-widget', () => ({ default: () => <p>Identity widget</p> }))

async function reviewOutcomeFor(account: DemoAccount) {
  const store = await signedInStore(account)
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>
      <MemoryRouter>{children}</MemoryRouter>
    </Provider>
  )
  return renderHook(() => useReviewOutcome(), { wrapper }).result.current
}

describe('identity check analytics', () => {
  it('creator_kyc_start once per visit, not again for a new token after a failure', async () => {
    addFault({ path: '/api/v1/kyc/access-token', status: 500, times: 1 })
    const analytics = recordAnalytics()
    const store = await loadKycSettings(await signedInStore('user'))
    const { user } = renderWithProviders(<KycScreen />, { store })
    await user.click(await screen.findByRole('button', { name: 'Try again' }))
    expect(await screen.findByText('Identity widget')).toBeInTheDocument()
    expect(analytics.names()).toEqual(['creator_kyc_start'])
  })

  it('a GREEN review records creator_kyc_success, then creator_registration_success', async () => {
    const onOutcome = await reviewOutcomeFor('creator')
    const analytics = recordAnalytics()
    onOutcome('approved')
    expect(analytics.names()).toEqual(['creator_kyc_success'])
    await vi.waitFor(() =>
      expect(analytics.names()).toEqual(['creator_kyc_success', 'creator_registration_success']),
    )
  })

  it('no creator_registration_success while the session does not say creator', async () => {
    const onOutcome = await reviewOutcomeFor('user')
    const analytics = recordAnalytics()
    onOutcome('pending')
    onOutcome('rejected')
    onOutcome('approved')
    await vi.waitFor(() => expect(analytics.names()).toEqual(['creator_kyc_success']))
  })
})
