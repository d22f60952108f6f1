// Route access for every demo account, signed in through the mock's own login, and for a visitor:
// each goes to the session-only, creator and admin pages and meets the page, or what stands in
// for a page they may not reach (a /profile/<word> route is a profile of that name, which does
// not exist; an admin page sends an unverified manager to /no-access, where nothing is drawn).
// The rules themselves, per role: route-access.test.ts.
import { act, screen, waitFor } from '@testing-library/react'
import { useEffect } from 'react'
import { useLocation, useNavigate, type NavigateFunction } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import { findUserByEmail } from '../../mock-api/db'
import { DEMO_ACCOUNTS, type DemoAccount } from '../../mock-api/seed/demo-accounts'
import { loadKycSettings } from '../../tests/kyc-settings'
import { renderWithProviders } from '../../tests/render'
import { signedInStore } from '../../tests/signed-in-store'
import { AppRouter } from './router'
import { makeStore } from './store'

type Viewer = DemoAccount | 'visitor'

/** Where a path leads: a page's h1, or another path (a redirect; no h1 drawn at /no-access). */
type Outcome = { title: string } | { path: string }

const NOT_FOUND = { title: 'Page not found' }
const NO_PROFILE = { title: 'Profile not found' }
const NO_ACCESS = { path: '/no-access' }

const sessionPages: Record<string, Outcome> = {
  '/kyc': { title: 'Identity check' },
  '/profile/settings': { title: 'Settings' },
  '/profile/edit': { title: 'Edit Profile Data' },
}
const creatorPages: Record<string, Outcome> = {
  '/profile/upload': { title: 'Upload' },
  '/profile/videos': { title: 'My Videos' },
}
const adminPages: Record<string, Outcome> = {
  '/admin-panel': { title: 'AdminPanel' },
  '/admin-panel/users': { title: 'All Users' },
  '/admin-panel/moderation': { title: 'Video Moderation' },
}

const refused = (pages: Record<string, Outcome>, outcome: Outcome) =>
  Object.fromEntries(Object.keys(pages).map((path) => [path, outcome]))

const user = {
  ...sessionPages,
  ...refused(creatorPages, NO_PROFILE),
  ...refused(adminPages, NOT_FOUND),
}
const manager = { ...sessionPages, ...refused(creatorPages, NO_PROFILE), ...adminPages }

const expected: Record<Viewer, Record<string, Outcome>> = {
  visitor: {
    // Without a session, /profile/<word> is a profile named <word>: there is none.
    ...refused({ ...sessionPages, ...creatorPages }, NO_PROFILE),
    '/kyc': NOT_FOUND,
    ...refused(adminPages, NOT_FOUND),
  },
  user,
  broke: user,
  pending: user,
  creator: { ...sessionPages, ...creatorPages, ...refused(adminPages, NOT_FOUND) },
  manager,
  managerUnverified: { ...manager, ...refused(adminPages, NO_ACCESS) },
  admin: { ...sessionPages, ...creatorPages, ...adminPages },
}

let navigate: NavigateFunction = () => {}

function Probe() {
  const go = useNavigate()
  useEffect(() => {
    navigate = go
  }, [go])
  return <output aria-label="Current path">{useLocation().pathname}</output>
}

const currentPath = () => screen.getByRole('status', { name: 'Current path' }).textContent

async function visit(path: string) {
  await act(() => navigate(path))
}

async function expectOutcome(path: string, outcome: Outcome) {
  if ('title' in outcome) {
    await screen.findByRole('heading', { level: 1, name: outcome.title })
    expect(currentPath(), path).toBe(path)
  } else {
    await waitFor(() => expect(currentPath(), path).toBe(outcome.path))
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull()
  }
}

describe.each(Object.keys(expected) as Viewer[])('%s', (viewer) => {
  it('reaches what the role allows and meets no more', async () => {
    const store = viewer === 'visitor' ? makeStore() : await signedInStore(viewer)
    await loadKycSettings(store)
    renderWithProviders(
      <>
        <AppRouter />
        <Probe />
      </>,
      { store, route: '/privacy-policy' },
    )
    await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' })

    for (const [path, outcome] of Object.entries(expected[viewer])) {
      await visit(path)
      await expectOutcome(path, outcome)
    }

    // The last entry of the bottom navigation, and /profile, lead to the own profile.
    const own =
      viewer === 'visitor'
        ? '/account'
        : `/profile/${findUserByEmail(DEMO_ACCOUNTS[viewer].email)!.username}`
    const main = screen.getByRole('navigation', { name: 'Main' })
    const entries = main.querySelectorAll('a')
    expect(entries[entries.length - 1]).toHaveAttribute('href', own)
    await visit('/profile')
    await waitFor(() => expect(currentPath()).toBe(own))
  })
})
