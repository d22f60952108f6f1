// The identity check against the mock's widget stand-in: the SDK handshake runs in Chromium
// across two origins, and approval turns the user into a creator.
import { expect, test } from '@playwright/test'
import { expectAccessible } from './support/axe'
import { resetMock, signIn, skipAgeGate } from './support/session'

test.beforeEach(async ({ page, request }) => {
  await resetMock(request)
  await skipAgeGate(page)
})

test('a user completes the identity check and becomes a creator', async ({ page }) => {
  const token = await signIn(page, 'user')
  await page.goto('/kyc')

  const widget = page.frameLocator('iframe')
  await expect(widget.getByRole('status')).toHaveText('Ready for review.')
  await expectAccessible(page, 'KYC')
  await widget.getByRole('button', { name: 'Approve (demo)' }).click()

  await expect(page).toHaveURL('/')
  const status = await page.request.get('/api/v1/auth-status', {
    headers: { Authorization: `Bearer ${token}` },
  })
  expect(await status.json()).toMatchObject({ role: 'creator', isKycVerified: true })
  await page.goto('/profile/upload')
  await expect(page.getByRole('heading', { level: 1, name: 'Upload' })).toBeVisible()
})

test('an invalid token reported by the widget is renewed', async ({ page }) => {
  await signIn(page, 'user')
  // The widget's first token check fails, as for an expired token.
  await page.route(
    '**/websdk/applicant?*',
    (route) => route.fulfill({ status: 401, json: { message: 'invalid-token' } }),
    { times: 1 },
  )
  const tokenCalls: string[] = []
  page.on('request', (req) => {
    if (req.url().endsWith('/api/v1/kyc/access-token')) tokenCalls.push(req.url())
  })
  await page.goto('/kyc')
  await expect(page.frameLocator('iframe').getByRole('status')).toHaveText('Ready for review.')
  expect(tokenCalls).toHaveLength(2)
})
