// Edit Profile Data (PUT /user-settings): only the changed fields leave the browser, as
// multipart form parts, and the profile shows them. Nothing changed, the username's filter and
// checks, and a taken username are in
// src/features/profile/components/profile-edit-checks.test.tsx.
import { expect, test, type Page, type Request } from './support/test'
import { expectAccessible } from './support/axe'
import { nextApiRequest } from './support/requests'
import { resetMock, skipAgeGate } from './support/session'

test.use({ account: 'user' })

test.beforeEach(async ({ page, request }) => {
  await resetMock(request)
  await skipAgeGate(page)
  await page.goto('/profile/edit')
  await expect(page.getByLabel('Username')).toHaveValue('demo_user')
})

const save = (page: Page) => page.getByRole('button', { name: 'Save' })

/** The names of the form parts of a multipart body. */
const partNames = (request: Request) =>
  [...(request.postData() ?? '').matchAll(/name="([^"]+)"/g)].map((match) => match[1])

test('only the changed fields are sent, and the profile shows them', async ({ page }) => {
  await expectAccessible(page, 'Edit Profile Data, user')
  await expect(save(page)).toBeDisabled()
  await expect(page.getByLabel('Email')).toHaveAttribute('readonly', '')

  await page.getByLabel('Full name').fill('Demo Person')
  await page.getByLabel('Twitter').fill('@demo_person')
  const sent = nextApiRequest(page, 'PUT', '/user-settings')
  await save(page).click()
  const request = await sent
  expect(request.headers()['content-type']).toMatch(/^multipart\/form-data/)
  expect(partNames(request).sort()).toEqual(['Twitter', 'fullname'])
  expect(request.postData()).toContain('Demo Person')

  await expect(page.getByRole('alert').filter({ hasText: 'Profile updated' })).toBeVisible()
  await expect(page).toHaveURL('/profile/demo_user')
  await expect(page.getByRole('heading', { level: 1, name: 'Demo Person' })).toBeVisible()
})
