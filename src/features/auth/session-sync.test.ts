// One session across tabs. Two stores stand for two tabs of the app over the one localStorage
// jsdom gives the test; the `storage` event the browser sends the other tabs is sent by hand.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../../mock-api/seed/demo-accounts'
import { recordRequests } from '../../../tests/sent-requests'
import { makeStore } from '../../app/store'
import { MODAL_LOGIN_POPUP } from '../modals/modal-names'
import { modalOpened } from '../modals/modals-slice'
import { logout, selectIsLoggedIn, selectRole, selectUser } from './auth-slice'
import { login } from './login'
import { followSessionAcrossTabs } from './session-sync'

const account = (name: keyof typeof DEMO_ACCOUNTS) => ({
  email: DEMO_ACCOUNTS[name].email,
  password: DEMO_PASSWORD,
})

const unfollows: (() => void)[] = []
afterEach(() => unfollows.splice(0).forEach((unfollow) => unfollow()))

/** A tab that follows the others' session. */
function followingTab() {
  const store = makeStore()
  unfollows.push(followSessionAcrossTabs(store.dispatch))
  return store
}

/** What the browser tells the other tabs after one changed the token. */
function storageEvent(oldValue: string | null) {
  window.dispatchEvent(
    new StorageEvent('storage', {
      key: 'accessToken',
      oldValue,
      newValue: window.localStorage.getItem('accessToken'),
      storageArea: window.localStorage,
    }),
  )
}

describe('one session across tabs', () => {
  it('a logout in another tab makes this one a visitor, with no call and no login popup', async () => {
    const here = followingTab()
    const there = makeStore()
    await here.dispatch(login(account('user')))
    await there.dispatch(login(account('user')))
    const token = window.localStorage.getItem('accessToken')
    const sent = recordRequests()

    await there.dispatch(logout())
    storageEvent(token)

    expect(selectIsLoggedIn(here.getState())).toBe(false)
    expect(sent.matching('POST', '/logout')).toHaveLength(1) // the other tab's own
    expect(sent.all.filter(({ request }) => request.headers.has('Authorization'))).toHaveLength(1)
    expect(here.getState().modals.queue).toEqual([])
  })

  it('a login in another tab signs this one in and closes its login popup', async () => {
    const here = followingTab()
    here.dispatch(modalOpened({ name: MODAL_LOGIN_POPUP }))
    await makeStore().dispatch(login(account('creator')))
    storageEvent(null)

    await vi.waitFor(() => expect(selectUser(here.getState())?.role).toBe('creator'))
    expect(here.getState().modals.queue).toEqual([])
  })

  it("another user's login replaces this tab's user and their data", async () => {
    const here = followingTab()
    await here.dispatch(login(account('user')))
    const before = window.localStorage.getItem('accessToken')
    await makeStore().dispatch(login(account('creator')))
    storageEvent(before)

    await vi.waitFor(() =>
      expect(selectUser(here.getState())?.email).toBe(DEMO_ACCOUNTS.creator.email),
    )
    expect(selectRole(here.getState())).toBe('creator')
  })

  it('a change to another key leaves the session alone', async () => {
    const here = followingTab()
    await here.dispatch(login(account('user')))
    const sent = recordRequests()
    window.dispatchEvent(new StorageEvent('storage', { key: 'feedMuted', newValue: 'false' }))
    expect(selectIsLoggedIn(here.getState())).toBe(true)
    expect(sent.all).toEqual([])
  })
})
