// free_feed_start/free_feed_end across the age gate and Home, and
// discord_button on the gate's Leave: the two features meet only here, in the app.
import { act, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../mock-api/seed/demo-accounts'
import { recordAnalytics } from '../../tests/analytics-sink'
import { renderWithProviders } from '../../tests/render'
import { signedInStore } from '../../tests/signed-in-store'
import { login } from '../features/auth/login'
import { useFeedAnalytics } from '../features/feed/components/use-feed-analytics'
import { ModalRoot } from '../features/modals/components/modal-root'
import { modalRegistry } from './modal-registry'
import { makeStore } from './store'

function HomeAnalytics() {
  useFeedAnalytics()
  return null
}

const renderHome = (store = makeStore()) =>
  renderWithProviders(
    <>
      <HomeAnalytics />
      <ModalRoot registry={modalRegistry} />
    </>,
    { store },
  )

describe('free feed analytics', () => {
  it("a first visit starts the free feed once, at 'Yes, I am 18+', and ends it on leaving Home", async () => {
    window.localStorage.removeItem('is18')
    const analytics = recordAnalytics()
    const { user, unmount } = renderHome()
    await screen.findByRole('dialog', { name: 'ENTER ONLY IF YOU ARE OVER 18 YEARS OLD' })
    expect(analytics.names()).toEqual([])

    await user.click(screen.getByRole('button', { name: 'Yes, I am 18+' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(analytics.names()).toEqual(['free_feed_start'])

    unmount()
    expect(analytics.names()).toEqual(['free_feed_start', 'free_feed_end'])
  })

  it('a returning visitor starts it on Home; leaving and coming back is a new stretch', () => {
    const analytics = recordAnalytics()
    renderHome().unmount()
    renderHome().unmount()
    expect(analytics.names()).toEqual([
      'free_feed_start',
      'free_feed_end',
      'free_feed_start',
      'free_feed_end',
    ])
  })

  it('signing in on Home ends it', async () => {
    const analytics = recordAnalytics()
    const visitor = makeStore()
    renderHome(visitor)
    expect(analytics.names()).toEqual(['free_feed_start'])
    await act(() =>
      visitor.dispatch(login({ email: DEMO_ACCOUNTS.user.email, password: DEMO_PASSWORD })),
    )
    expect(analytics.names()).toEqual(['free_feed_start', 'free_feed_end'])
  })

  it('a signed-in user on Home records nothing', async () => {
    const analytics = recordAnalytics()
    renderHome(await signedInStore('user')).unmount()
    expect(analytics.names()).toEqual([])
  })

  it("the age gate's Leave records discord_button and starts nothing", async () => {
    window.localStorage.removeItem('is18')
    const analytics = recordAnalytics()
    const { user } = renderHome()
    // jsdom cannot navigate to another site; the link's own handler still runs.
    document.addEventListener('click', (event) => event.preventDefault(), { once: true })
    await user.click(await screen.findByRole('link', { name: 'Leave' }))
    expect(analytics.names()).toEqual(['discord_button'])
  })
})
