// A screen or modal whose script chunk failed to load (offline, without the service worker to
// answer) says so, and that the device is offline; opened again once the network is back, it
// loads and shows, styled, rather than failing again from a failure kept since.
import { expect, test, type Page } from './support/test'
import { expectAccessible } from './support/axe'
import { activeSlide, expectActive } from './support/feed'
import { resetMock, skipAgeGate } from './support/session'

const MODAL_FAILED = 'This window could not be opened. Please try again.'

test.beforeEach(async ({ page, request }) => {
  await resetMock(request)
  await skipAgeGate(page)
})

const navLink = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name })

/** The stylesheets linked whose rules did not load (a failed link's sheet refuses to be read). */
const unstyled = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')]
      .filter((link) => {
        try {
          return !link.sheet?.cssRules.length
        } catch {
          return true
        }
      })
      .map((link) => new URL(link.href).pathname),
  )

test('a modal and a page whose chunks failed offline open once back online', async ({
  page,
  context,
}) => {
  await page.goto('/')
  await expectActive(page, 0)
  await context.setOffline(true)

  // A visitor's Like opens the login popup, a chunk of its own.
  const like = activeSlide(page).getByRole('button', { name: 'Like' })
  await like.click()
  const failedModal = page.getByRole('dialog', { name: MODAL_FAILED })
  await expect(failedModal).toBeVisible()
  await expect(failedModal.getByText('You are offline.')).toBeVisible()
  await expectAccessible(page, 'a modal that could not be loaded, offline')
  await failedModal.getByRole('button', { name: 'Close' }).click()
  await expect(failedModal).toBeHidden()

  await navLink(page, 'Wallet').click()
  const failedPage = page.getByRole('alert').filter({ hasText: 'This page could not be loaded.' })
  await expect(failedPage).toBeVisible()
  await expect(failedPage.getByText('You are offline.')).toBeVisible()
  await expectAccessible(page, 'a page that could not be loaded, offline')

  await context.setOffline(false)
  await expect(failedPage.getByText('You are offline.')).toBeHidden()
  // The same link again, on the failed page.
  await navLink(page, 'Wallet').click()
  await expect(page.getByRole('heading', { name: 'Wallet', level: 1 })).toBeVisible()
  await expect(failedPage).toHaveCount(0)
  expect(await unstyled(page)).toEqual([])

  await navLink(page, 'Home').click()
  await expectActive(page, 0)
  await activeSlide(page).getByRole('button', { name: 'Like' }).click()
  await expect(page.getByRole('dialog', { name: 'Welcome back' })).toBeVisible()
  expect(await unstyled(page)).toEqual([])
})
