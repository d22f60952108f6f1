// Faults on every data screen: its main call answers 500, a body that is not JSON, late, or never
// reaches the server. While it waits the screen shows that it is loading; a failure is said with
// 'Try again' inside the screen's own frame (its heading, the main region and the bottom
// navigation stay), with no toast but the one the screen's call reports (the KYC page's); no
// toast comes late either; 'Try again' sends the call once more and shows the content.
// The browser journeys keep one screen per fault kind (docs/testing.md).
import { screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { DemoAccount } from '../../mock-api/seed/demo-accounts'
import {
  breakCall,
  FAULT_KINDS,
  FAULT_MESSAGE,
  faultNames,
  type FaultKind,
} from '../../tests/call-faults'
import { WIDGET_FRAME_TITLE, widgetFrameAnswers } from '../../tests/kyc-frame'
import { appWithStoredSession, renderApp } from '../../tests/render-app'
import { recordRequests } from '../../tests/sent-requests'
import { toastsDrawn } from '../../tests/toasts'
import { FALLBACK_ERROR_MESSAGE } from '../features/errors/error-listener'

// jsdom plays no media: the feed's videos play and pause as if it did.
beforeEach(() => {
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue()
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockReturnValue()
  vi.spyOn(HTMLMediaElement.prototype, 'load').mockReturnValue()
})

interface DataScreen {
  name: string
  /** Who looks; null: a visitor. */
  account: DemoAccount | null
  route: string
  /** The screen's main call, under /api/v1. */
  call: string
  /** The screen's h1, which stays through loading and failure. */
  heading?: string
  /** What the screen shows while its call is on its way. */
  loading: () => HTMLElement | null
  /** The failure's title, beside its 'Try again'. */
  failure: string
  content: () => HTMLElement | null
  /** The call is start-up's: the app is drawn after it, so loading is index.html's splash. */
  startUp?: boolean
  /** The one toast a failure also shows: the call reports through the errors feature. */
  toast?: Partial<Record<FaultKind, string>>
  /** What the content still waits for once the call has answered. */
  settle?: () => void
}

const status = (name: string) => () => screen.queryByRole('status', { name })
const heading2Rows = () =>
  screen
    .queryAllByRole('listitem')
    .find((row) => within(row).queryByRole('heading', { level: 2 })) ?? null
const widgetFrame = () => screen.queryByTitle<HTMLIFrameElement>(WIDGET_FRAME_TITLE)

const screens: readonly DataScreen[] = [
  {
    name: 'Home feed',
    account: null,
    route: '/',
    call: '/items',
    heading: 'Home',
    loading: status('Loading videos'),
    failure: 'The videos could not be loaded.',
    content: () => screen.queryByRole('region', { name: 'Video feed' }),
  },
  {
    name: 'Wallet',
    account: 'user',
    route: '/wallet',
    call: '/wallet',
    heading: 'Wallet',
    loading: status('Loading transactions'),
    failure: 'The wallet could not be loaded.',
    content: () => {
      const history = screen.queryByRole('region', { name: 'Transactions' })
      return history && (within(history).queryAllByRole('listitem')[0] ?? null)
    },
  },
  {
    name: 'a profile',
    account: 'user',
    route: '/profile/demo_creator',
    call: '/creator-statistic/demo_creator',
    loading: status('Loading profile'),
    failure: 'The profile could not be loaded.',
    content: () => screen.queryByText('@demo_creator', { exact: true }),
  },
  {
    name: 'My Videos',
    account: 'creator',
    route: '/profile/videos',
    call: '/creator-items',
    heading: 'My Videos',
    loading: status('Loading your videos'),
    failure: 'Your videos could not be loaded.',
    content: heading2Rows,
  },
  {
    name: 'All Users',
    account: 'admin',
    route: '/admin-panel/users',
    call: '/users',
    heading: 'All Users',
    loading: status('Loading users'),
    failure: 'Upload Error!',
    content: () => screen.queryByRole('list', { name: 'Users' }),
  },
  {
    name: 'Video Moderation',
    account: 'admin',
    route: '/admin-panel/moderation',
    call: '/manager/items/all',
    heading: 'Video Moderation',
    loading: status('Loading videos to moderate'),
    failure: 'Upload Error!',
    content: () => screen.queryByRole('list', { name: 'Videos to moderate' }),
  },
  {
    // Settings shows the session start-up checked: its call is the auth status.
    name: 'Settings',
    account: 'user',
    route: '/profile/settings',
    call: '/auth-status',
    loading: status('Loading'),
    failure: 'Your session could not be checked.',
    content: () => screen.queryByRole('navigation', { name: 'Settings' }),
    startUp: true,
  },
  {
    name: 'the KYC page',
    account: 'user',
    route: '/kyc',
    call: '/kyc/access-token',
    heading: 'Identity check',
    loading: () =>
      screen.queryAllByRole('status').find((shown) => shown.textContent === 'Loading...') ?? null,
    failure: 'The identity check could not be started.',
    // The provider's page in the widget's frame, answering.
    content: () => (widgetFrame() && !screen.queryByText('Loading...') ? widgetFrame() : null),
    settle: () => {
      const frame = widgetFrame()
      if (frame) widgetFrameAnswers(frame)
    },
    toast: { '500': FAULT_MESSAGE, malformed: FALLBACK_ERROR_MESSAGE, offline: 'Network error.' },
  },
]

/** Opens the screen with its call broken; `render` draws it (start-up's screen: once started). */
async function open(shown: DataScreen, kind: FaultKind) {
  if (shown.startUp) {
    const app = await appWithStoredSession(shown.account!, shown.route)
    const broken = breakCall(shown.call, kind)
    const started = app.start()
    return { broken, render: () => started.render() }
  }
  const broken = breakCall(shown.call, kind)
  return { broken, render: () => renderApp(shown.account, shown.route) }
}

/** Toasts sit outside the page, over it. */
const toasts = () => {
  const page = screen.queryByRole('main')
  return screen.queryAllByRole('alert').filter((alert) => !page?.contains(alert))
}

/** The screen is still a page: its heading, the main region and the bottom navigation. */
function expectFrame(shown: DataScreen) {
  expect(screen.getByRole('main')).toBeInTheDocument()
  expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument()
  if (shown.heading) {
    expect(screen.getByRole('heading', { level: 1, name: shown.heading })).toBeInTheDocument()
  }
}

async function expectContent(shown: DataScreen) {
  await waitFor(() => {
    shown.settle?.()
    expect(shown.content()).not.toBeNull()
  })
}

describe.each(screens.map((shown) => [shown.name, shown] as const))('%s', (_, shown) => {
  for (const kind of FAULT_KINDS) faultRow(shown, kind)
})

function faultRow(shown: DataScreen, kind: FaultKind) {
  const calls = (sent: ReturnType<typeof recordRequests>) => sent.matching('GET', shown.call).length

  if (kind === 'late') {
    it(`${faultNames.late}: shows loading while it waits, then the content`, async () => {
      const sent = recordRequests()
      const { broken, render } = await open(shown, kind)
      // Start-up's call holds the app back: the splash is all there is meanwhile.
      const drawn = shown.startUp ? null : await render()
      await waitFor(() => expect(broken.waiting).toBe(1))
      await waitFor(() => expect(shown.loading()).not.toBeNull())
      if (!drawn) expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull()
      else expectFrame(shown)

      broken.release()
      if (!drawn) await render()
      await expectContent(shown)
      expect(shown.loading()).toBeNull()
      await toastsDrawn()
      expect(screen.queryByRole('alert')).toBeNull()
      expect(calls(sent)).toBe(1)
    })
    return
  }

  it(`${faultNames[kind]}: says so inside the screen, and Try again loads it`, async () => {
    const sent = recordRequests()
    const { broken, render } = await open(shown, kind)
    const { user } = await render()

    const failure = await screen.findByText(shown.failure)
    const alert = failure.closest<HTMLElement>('[role="alert"]')!
    expect(within(screen.getByRole('main')).getAllByRole('alert')).toEqual([alert])
    expectFrame(shown)
    expect(shown.content()).toBeNull()
    // The screen's message, and at most the one toast its call reports.
    const toast = shown.toast?.[kind]
    await toastsDrawn()
    expect(toasts().map((shownToast) => shownToast.textContent)).toEqual(toast ? [toast] : [])

    broken.reconnect()
    const before = calls(sent)
    await user.click(within(alert).getByRole('button', { name: 'Try again' }))
    await expectContent(shown)
    expect(screen.queryByText(shown.failure)).toBeNull()
    expect(calls(sent)).toBe(before + 1)
    // Later than any toast of the failure could have come: none did, and none came twice.
    await toastsDrawn()
    expect(screen.queryByText(shown.failure)).toBeNull()
    expect(toasts().map((shownToast) => shownToast.textContent)).toEqual(toast ? [toast] : [])
  })
}
