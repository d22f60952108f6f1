// creator_registration_start: recorded when a user taps 'Become Creator' in profile
// settings, the first step towards creator access, before the KYC modal opens.
import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { recordAnalytics } from '../../../../tests/analytics-sink'
import { renderWithProviders } from '../../../../tests/render'
import { signedInStore } from '../../../../tests/signed-in-store'
import { MODAL_CREATOR_KYC } from '../../modals/modal-names'
import { ProfileSettingsScreen } from './profile-settings-screen'

describe('profile settings analytics', () => {
  it("records creator_registration_start on 'Become Creator', and nothing before", async () => {
    const analytics = recordAnalytics()
    const { user, store } = renderWithProviders(<ProfileSettingsScreen />, {
      store: await signedInStore('user'),
    })
    expect(analytics.names()).toEqual([])
    await user.click(screen.getByRole('button', { name: 'Become Creator' }))
    expect(analytics.names()).toEqual(['creator_registration_start'])
    expect(store.getState().modals.queue).toEqual([{ name: MODAL_CREATOR_KYC }])
  })
})
