// The app shell in a phone browser: start-up, bottom navigation, static pages, and the centred
// column on a desktop screen.
import { expect, test } from './support/test'
import { expectAccessible } from './support/axe'
import { injectFault, resetMock, skipAgeGate } from './support/session'

test.beforeEach(async ({ page, request }) => {
  await resetMock(request)
  await skipAgeGate(page)
})

test('a visitor moves between Home, Wallet and Account with the bottom navigation', async ({
  page,
}) => {
  await page.goto('/')
  const nav = page.getByRole('navigation', { name: 'Main' })
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible()
  await expect(nav.getByRole('link')).toHaveText(['Home', 'Wallet', 'Account'])
  await expect(nav.locator(':scope > *')).toHaveCount(5)
  await expectAccessible(page, 'Home')

  await nav.getByRole('link', { name: 'Wallet' }).click()
  await expect(page).toHaveURL('/wallet')
  await expect(page.getByRole('heading', { level: 1, name: 'Wallet' })).toBeVisible()

  await nav.getByRole('link', { name: 'Account' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Account' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Log In' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Create Account' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Terms of Use' })).toBeVisible()

  await nav.getByRole('link', { name: 'Home' }).click()
  await page.getByRole('link', { name: 'Create account & Earn 69 Points' }).click()
  await expect(page).toHaveURL('/account')
})

test('static pages and the not-found page render', async ({ page }) => {
  for (const [path, title] of [
    ['/privacy-policy', 'Privacy Policy'],
    ['/terms-of-service', 'Terms of Service'],
    ['/DMCA', 'DMCA'],
    ['/no/such/page', 'Page not found'],
  ] as const) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
    await expectAccessible(page, title)
  }
})

test('on a desktop screen the app is a centred phone-width column', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto('/')
  const nav = page.getByRole('navigation', { name: 'Main' })
  await expect(nav).toBeVisible()
  const box = await nav.boundingBox()
  expect(box?.width).toBeLessThanOrEqual(480)
  expect(box && Math.abs(box.x + box.width / 2 - 640)).toBeLessThanOrEqual(1)
  expect(box && box.y + box.height).toBeCloseTo(800, 0)
})

test('start-up survives a failing API: the app renders as a visitor', async ({ page, request }) => {
  await injectFault(request, { path: '/api/v1/settings', status: 500, message: 'Down' })
  await injectFault(request, { path: '/api/v1/auth-status', malformed: true })
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link').last()).toHaveText(
    'Account',
  )
})
