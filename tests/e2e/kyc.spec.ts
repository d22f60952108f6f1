// The identity check against the mock's widget stand-in (Profile settings, the KYC page,
// MODAL_CREATOR_KYC): the SDK handshake runs in Chromium across two
// origins; GREEN makes a creator whose tools appear without a reload, RED leaves a plain user
// with no request pending, and an invalid token is renewed.
import { expect, test, type Page, type Response } from './support/test'
import { expectAccessible } from './support/axe'
import { expectWidgetReady, widget } from './support/kyc'
import { apiGet } from './support/profile'
import { keptRoute } from './support/routes'
import { resetMock, signIn, skipAgeGate } from './support/session'

test.beforeEach(async ({ page, request }) => {
  await resetMock(request)
  await skipAgeGate(page)
})

const settings = (page: Page) => page.getByRole('navigation', { name: 'Settings' })

/** Bottom navigation → own profile → its settings button, all inside the running app. */
async function openSettingsInApp(page: Page) {
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Profile' })
    .click()
  await page.getByRole('link', { name: 'Settings' }).click()
  await expect(page).toHaveURL('/profile/settings')
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible()
}

/** A flag on this document: it is gone if anything reloads the page. */
async function markDocument(page: Page) {
  await page.evaluate(() => Object.assign(window, { kycJourneyDocument: true }))
}
const isSameDocument = (page: Page) => page.evaluate(() => 'kycJourneyDocument' in window)

const isAuthStatus = (response: Response) =>
  new URL(response.url()).pathname === '/api/v1/auth-status'

/** The app's own auth-status answers, in the order they arrive. */
function recordAuthStatus(page: Page): Promise<unknown>[] {
  const answers: Promise<unknown>[] = []
  page.on('response', (response) => {
    if (isAuthStatus(response)) answers.push(response.json())
  })
  return answers
}

test('a user becomes a creator through KYC, and the creator tools appear without a reload', async ({
  page,
}) => {
  const token = await signIn(page, 'user')
  await page.goto('/profile/settings')
  await settings(page).getByRole('button', { name: 'Become Creator' }).click()
  const kycRequired = page.getByRole('dialog', { name: 'KYC REQUIRED' })
  await expect(kycRequired).toBeVisible()
  await expectAccessible(page, 'KYC REQUIRED')
  await kycRequired.getByRole('button', { name: 'Start KYC' }).click()

  await expect(page).toHaveURL('/kyc')
  await expect(page.getByRole('heading', { level: 1, name: 'Identity check' })).toBeVisible()
  await expectWidgetReady(page)
  await expectAccessible(page, 'KYC')
  await markDocument(page)
  await widget(page).getByRole('button', { name: 'Approve (demo)' }).click()

  await expect(page).toHaveURL('/')
  const me = await apiGet(page.request, '/auth-status', token)
  expect(me).toMatchObject({ role: 'creator', isKycVerified: true, hasCreatorRequest: false })
  await expectAccessible(page, 'Home after KYC')

  await openSettingsInApp(page)
  await expect(settings(page).getByRole('link', { name: 'My Videos' })).toHaveAttribute(
    'href',
    '/profile/videos',
  )
  await expect(settings(page).getByRole('link', { name: 'Upload' })).toHaveAttribute(
    'href',
    '/profile/upload',
  )
  await expect(settings(page).getByRole('button', { name: 'Become Creator' })).toHaveCount(0)
  expect(await isSameDocument(page)).toBe(true)
  await expectAccessible(page, 'settings of the new creator')
})

test('a rejected identity check leaves a plain user with no request pending', async ({ page }) => {
  const token = await signIn(page, 'user')
  const answers = recordAuthStatus(page)
  await page.goto('/kyc')
  await expectWidgetReady(page)
  await markDocument(page)
  // The stand-in decides at once; holding RED back until the app has refreshed on 'pending'
  // lets that refresh read the request under review.
  const pendingRefresh = page.waitForResponse(isAuthStatus)
  await page.route('**/websdk/reject', async (route) => {
    await pendingRefresh
    await route.continue()
  })
  await widget(page).getByRole('button', { name: 'Reject (demo)' }).click()
  await expect(widget(page).getByRole('status')).toHaveText('Rejected.')

  // Start-up, then one refresh when the request goes under review and one on RED.
  await expect.poll(() => answers.length).toBe(3)
  expect(await answers[1]).toMatchObject({ role: 'user', hasCreatorRequest: true })
  expect(await answers[2]).toMatchObject({ role: 'user', hasCreatorRequest: false })
  const me = await apiGet(page.request, '/auth-status', token)
  expect(me).toMatchObject({ role: 'user', isKycVerified: false, hasCreatorRequest: false })

  // The app adds nothing: the widget shows its own result and the page stays.
  await expect(widget(page).getByRole('button', { name: 'Reject (demo)' })).toBeDisabled()
  await expectAccessible(page, 'KYC after RED')
  await expect(page).toHaveURL('/kyc')

  await openSettingsInApp(page)
  await expect(settings(page).getByRole('button', { name: 'Become Creator' })).toBeEnabled()
  await expect(settings(page).getByText('Your Creator Request Is Under Review')).toHaveCount(0)
  expect(await isSameDocument(page)).toBe(true)
  await expectAccessible(page, 'settings after RED')
})

test('an invalid token reported by the widget is renewed', async ({ page }) => {
  await signIn(page, 'user')
  // The widget's first token check fails, as for an expired token.
  await keptRoute(
    page,
    '**/websdk/applicant?*',
    (route) => route.fulfill({ status: 401, json: { message: 'invalid-token' } }),
    { times: 1 },
  )
  const tokenCalls: string[] = []
  page.on('request', (req) => {
    if (req.url().endsWith('/api/v1/kyc/access-token')) tokenCalls.push(req.url())
  })
  await page.goto('/kyc')
  await expectWidgetReady(page)
  expect(tokenCalls).toHaveLength(2)
  await expectAccessible(page, 'KYC after a renewed token')
})
