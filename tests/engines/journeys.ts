// The core journeys every engine must pass, written once against EnginePage. Each starts from a
// fresh profile on a freshly seeded mock API. Seed facts used: a visitor's first video is locked
// and their second plays; user@demo.test holds Points and a history over several days.
import { DEMO_ACCOUNTS, DEMO_PASSWORD, type DemoAccount } from '../../mock-api/seed/demo-accounts'
import { storageKeys } from '../../src/lib/storage'
import { demoLoginFields } from '../e2e/support/session'
import { clipPath } from '../e2e/support/studio'
import type { EnginePage } from './engine'
import { clickButton, clickLink, markByName, waitFor, waitForText } from './find'

export interface JourneyContext {
  /** The seeded mock API and production build every journey starts on. */
  origin: string
  /** A fresh page (empty profile, age gate passed) on `origin`, or on the shared one. */
  open: (origin?: string) => Promise<EnginePage>
  /** A server of the journey's own, which it may stop (closed after the journey anyway). */
  startServer: () => Promise<{ url: string; close: () => Promise<void> }>
}

export interface Journey {
  name: string
  run: (context: JourneyContext) => Promise<void>
}

const SLIDE = 'article[aria-roledescription="slide"]:not([inert])'
const DIALOG = '[role="dialog"]'

const slideLabel = (page: EnginePage) =>
  page.evaluate((css) => document.querySelector(css)?.getAttribute('aria-label') ?? '', SLIDE)

const expectSlide = (page: EnginePage, position: number) =>
  waitFor(
    `slide ${position} on screen`,
    () => slideLabel(page),
    (label) => label.startsWith(`${position} of `),
  )

/** The video on screen plays, muted and inline. */
async function expectPlayingInline(page: EnginePage) {
  await waitFor(
    'the video on screen playing muted and inline',
    () =>
      page.evaluate((css) => {
        const video = document.querySelector<HTMLVideoElement>(`${css} video`)
        if (!video) return 'no video'
        if (!video.muted) return 'not muted'
        if (!video.hasAttribute('playsinline')) return 'not inline'
        if (!video.paused && video.currentTime > 0) return 'playing'
        // What a start that never came depends on, to tell why from a failure's message: the
        // Play sign shows where the app waits for a tap (or the viewer paused).
        const waitsForTap = document.querySelector(`${css} .feed-video__play`) !== null
        return (
          `${video.paused ? 'paused' : 'not paused'} at ${video.currentTime}s, readyState ${video.readyState}, ` +
          `networkState ${video.networkState}, page ${document.visibilityState}, ` +
          `worker ${navigator.serviceWorker?.controller ? 'controls' : 'does not control'} it, ` +
          `Play sign ${waitsForTap ? 'shown' : 'not shown'}`
        )
      }, SLIDE),
    (state) => state === 'playing',
  )
}

const mainNavLast = (page: EnginePage) =>
  page.evaluate(() => {
    const links = document.querySelectorAll('nav[aria-label="Main"] a')
    return links[links.length - 1]?.textContent?.trim() ?? ''
  })

/** Signs `account` in through the API and stores the token, as the app does after a login. */
async function signIn(page: EnginePage, origin: string, account: DemoAccount) {
  const form = new FormData()
  for (const [name, value] of Object.entries(demoLoginFields(account))) form.append(name, value)
  const response = await fetch(`${origin}/api/v1/login`, { method: 'POST', body: form })
  if (!response.ok) throw new Error(`Demo login failed: ${response.status}`)
  const { accessToken } = (await response.json()) as { accessToken: string }
  await page.goto('/account')
  await page.evaluate(({ key, token }) => window.localStorage.setItem(key, token), {
    key: storageKeys.accessToken,
    token: accessToken,
  })
  return accessToken
}

async function balanceOf(origin: string, token: string): Promise<number> {
  const response = await fetch(`${origin}/api/v1/wallet?limit=10&offset=0`, {
    headers: { Authorization: `Bearer ${token}` },
  })
  return ((await response.json()) as { balance: number }).balance
}

const hasOffer = (page: EnginePage) =>
  page.evaluate(
    (css) =>
      [...document.querySelectorAll(`${css} button`)].some(
        (button) => button.textContent?.trim() === 'Open With 10 Points',
      ),
    SLIDE,
  )

export const journeys: Journey[] = [
  {
    name: 'the feed plays muted and inline, and moves by keyboard and by touch',
    async run({ open }) {
      const page = await open()
      await page.goto('/')
      await expectSlide(page, 1)
      await page.press('ArrowDown')
      await expectSlide(page, 2)
      await expectPlayingInline(page)
      await page.swipe({ x: 200, y: 700 }, { x: 200, y: 300 })
      await expectSlide(page, 3)
    },
  },
  {
    name: "a visitor's Like opens the login popup",
    async run({ open }) {
      const page = await open()
      await page.goto('/')
      await expectSlide(page, 1)
      await clickButton(page, 'Like', SLIDE)
      await markByName(page, 'h2', 'Welcome back', DIALOG)
    },
  },
  {
    name: 'login with the encrypted password signs the user in',
    async run({ open }) {
      const page = await open()
      await page.goto('/login')
      await markByName(page, 'h2', 'Welcome back', DIALOG)
      await page.type('input[type="email"]', DEMO_ACCOUNTS.user.email)
      await page.type('input[type="password"]', DEMO_PASSWORD)
      await clickButton(page, 'Log In', DIALOG)
      await waitFor(
        'the Profile link in the main navigation',
        () => mainNavLast(page),
        (text) => text === 'Profile',
      )
    },
  },
  {
    name: 'a purchase charges once and unlocks the video',
    async run({ open, origin }) {
      const page = await open()
      const token = await signIn(page, origin, 'user')
      const before = await balanceOf(origin, token)
      await page.goto('/')
      await expectSlide(page, 1)
      for (let position = 2; !(await hasOffer(page)); position += 1) {
        if (position > 10) throw new Error('No locked video among the first ten')
        await page.press('ArrowDown')
        await expectSlide(page, position)
      }
      await clickButton(page, 'Open With 10 Points', SLIDE)
      await markByName(page, 'h2', 'Confirm pay-per-view purchase', DIALOG)
      const position = Number((await slideLabel(page)).split(' of ')[0])
      await clickButton(page, 'PAY', DIALOG)
      // The purchase lands on the own profile, with the unlock's 24 hours.
      await markByName(page, 'h1', 'Demo User')
      await waitForText(page, '24 h left')
      const after = await balanceOf(origin, token)
      if (after !== before - 10) throw new Error(`Balance ${before} became ${after}, not 10 less`)
      await clickLink(page, 'Home', 'nav[aria-label="Main"]')
      await expectSlide(page, position)
      await expectPlayingInline(page)
      if (await hasOffer(page)) throw new Error('The offer is still shown on the bought video')
    },
  },
  {
    name: 'the wallet shows the balance and the day groups',
    async run({ open, origin }) {
      const page = await open()
      await signIn(page, origin, 'user')
      await page.goto('/wallet')
      await waitForText(page, 'POINTS')
      await waitForText(page, 'Today')
      await waitForText(page, 'Yesterday')
    },
  },
  {
    name: 'the own profile shows the owner, their purchases, likes and favourites',
    async run({ open, origin }) {
      const page = await open()
      await signIn(page, origin, 'user')
      await page.goto('/')
      await clickLink(page, 'Profile', 'nav[aria-label="Main"]')
      await markByName(page, 'h1', 'Demo User')
      for (const section of ['Purchases', 'Liked', 'Favourites']) {
        await markByName(page, 'h2', section)
      }
    },
  },
  {
    name: 'the upload form sends a video with its progress',
    async run({ open, origin }) {
      const page = await open()
      await signIn(page, origin, 'creator')
      // The answer waits: the progress stays on screen long enough to be seen.
      await fetch(`${origin}/__mock/faults`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ path: '/api/v1/upload', delayMs: 2_000, times: 1 }),
      })
      await page.goto('/profile/upload')
      await markByName(page, 'h1', 'Upload')
      await page.setFile('input[type="file"]', clipPath(2))
      await page.type('input[name="videoName"]', 'Harbour at dawn')
      await page.type('textarea[name="videoDescription"]', 'Boats leaving before sunrise.')
      await clickButton(page, 'Upload', 'form')
      await markByName(page, 'h2', 'Uploading...', DIALOG)
      await waitFor('the upload progress bar', () =>
        page.evaluate(
          (css) => !!document.querySelector(`${css} progress, ${css} [role="progressbar"]`),
          DIALOG,
        ),
      )
      await clickButton(page, 'Ok', DIALOG)
      await markByName(page, 'h2', 'Uploaded successfully.', DIALOG)
    },
  },
  {
    name: 'after one visit, a reload without the server starts the shell from the worker',
    async run({ open, startServer }) {
      const server = await startServer()
      const page = await open(server.url)
      await page.goto('/')
      await expectSlide(page, 1)
      await waitForText(page, 'Content is cached for offline use.', 20_000)
      await waitFor('the worker controlling the page', () =>
        page.evaluate(() => navigator.serviceWorker.controller?.state === 'activated'),
      )
      await server.close()
      await page.reload()
      await markByName(page, 'h1', 'Home')
      await markByName(page, 'nav', 'Main')
    },
  },
]
