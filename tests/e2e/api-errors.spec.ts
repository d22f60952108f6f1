// A 401 drops the session and opens the login popup; a 402 opens the buy-pass modal. Both show
// the server's message. The KYC page's token call (GET /kyc/access-token) is the refused request.
import { expect, test } from './support/test'
import { injectFault, resetMock, skipAgeGate } from './support/session'

const TOKEN_PATH = '/api/v1/kyc/access-token'

test.use({ account: 'user' })

test.beforeEach(async ({ page, request }) => {
  await resetMock(request)
  await skipAgeGate(page)
})

test('401: the token is removed, the login popup opens and the message shows', async ({
  page,
  request,
}) => {
  await injectFault(request, { path: TOKEN_PATH, status: 401, message: 'Session expired' })
  await page.goto('/kyc')

  await expect(page.getByRole('dialog', { name: 'Welcome back' })).toBeVisible()
  await expect(page.getByRole('alert').filter({ hasText: 'Session expired' })).toBeVisible()
  expect(await page.evaluate(() => window.localStorage.getItem('accessToken'))).toBeNull()
  await page.keyboard.press('Escape')
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link').last()).toHaveText(
    'Account',
  )
})

test('402: the buy-pass modal opens and the message shows', async ({ page, request }) => {
  await injectFault(request, { path: TOKEN_PATH, status: 402, message: 'Not enough Points' })
  await page.goto('/kyc')

  await expect(page.getByRole('dialog', { name: 'Confirm pay-per-view purchase' })).toBeVisible()
  await expect(page.getByRole('alert').filter({ hasText: 'Not enough Points' })).toBeVisible()
  expect(await page.evaluate(() => window.localStorage.getItem('accessToken'))).not.toBeNull()
})
