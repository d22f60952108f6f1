// Profile settings per kind of account, signed in through the mock's own login: what the list
// offers a user, one whose creator request is under review, a creator, a manager and an admin.
// Becoming a creator through KYC, and the axe check of each, are the browser's
// (tests/e2e/profile-settings.spec.ts).
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { DemoAccount } from '../../../../mock-api/seed/demo-accounts'
import { renderWithProviders } from '../../../../tests/render'
import { signedInStore } from '../../../../tests/signed-in-store'
import { ProfileSettingsScreen } from './profile-settings-screen'

/** Each entry of the settings list: its name, and where it leads (a button leads nowhere). */
async function entriesOf(account: DemoAccount) {
  renderWithProviders(<ProfileSettingsScreen />, { store: await signedInStore(account) })
  const list = screen.getByRole('navigation', { name: 'Settings' })
  return within(list)
    .getAllByRole('listitem')
    .map((item) => {
      const [control, ...more] = [
        ...within(item).queryAllByRole('link'),
        ...within(item).queryAllByRole('button'),
      ]
      expect(more).toEqual([])
      return [
        control?.textContent,
        control?.getAttribute('href') ?? (control?.matches(':disabled') ? 'disabled' : 'button'),
      ]
    })
}

describe('profile settings', () => {
  it.each<[DemoAccount, string[][]]>([
    [
      'user',
      [
        ['Edit Profile Data', '/profile/edit'],
        ['Become Creator', 'button'],
      ],
    ],
    [
      'pending',
      [
        ['Edit Profile Data', '/profile/edit'],
        ['Your Creator Request Is Under Review', 'disabled'],
      ],
    ],
    [
      'creator',
      [
        ['Edit Profile Data', '/profile/edit'],
        ['My Videos', '/profile/videos'],
        ['Upload', '/profile/upload'],
      ],
    ],
    [
      'manager',
      [
        ['Edit Profile Data', '/profile/edit'],
        ['Become Creator', 'button'],
        ['AdminPanel', '/admin-panel'],
      ],
    ],
    [
      'admin',
      [
        ['Edit Profile Data', '/profile/edit'],
        ['My Videos', '/profile/videos'],
        ['Upload', '/profile/upload'],
        ['AdminPanel', '/admin-panel'],
      ],
    ],
  ])('%s: the list offers what the account may do', async (account, expected) => {
    expect(await entriesOf(account)).toEqual(expected)
  })
})
