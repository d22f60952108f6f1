// Edit Profile Data (PUT /user-settings): only the changed fields leave the browser, as
// multipart form parts; nothing changed sends nothing; the username is filtered as typed and
// checked; a taken username shows the server's message at the field.
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

test('nothing changed sends nothing', async ({ page }) => {
  const calls: string[] = []
  page.on('request', (request) => {
    if (request.url().includes('/api/v1/user-settings')) calls.push(request.method())
  })
  await page.getByLabel('Full name').fill('Demo User ')
  await expect(save(page)).toBeDisabled()
  await page.getByLabel('Full name').press('Enter')
  await expect(page).toHaveURL('/profile/edit')

  // A change saved next is the first call: the Enter before it sent nothing.
  await page.getByLabel('Full name').fill('Demo Person')
  const sent = nextApiRequest(page, 'PUT', '/user-settings')
  await save(page).click()
  expect(partNames(await sent)).toEqual(['fullname'])
  expect(calls).toEqual(['PUT'])
})

test('the username is filtered as typed and checked', async ({ page }) => {
  const username = page.getByLabel('Username')
  await username.fill('')
  await username.pressSequentially('Demo User!')
  await expect(username).toHaveValue('demouser')

  await username.fill('_x')
  await expect(username).toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByText('must be between 2 and 20 characters long')).toBeVisible()
  await expectAccessible(page, 'Edit Profile Data, user, the username refused')
  const calls: string[] = []
  page.on('request', (request) => {
    if (request.url().includes('/api/v1/user-settings')) calls.push(request.method())
  })
  await save(page).click()

  await page.getByLabel('Web site').fill('javascript:alert(1)')
  await expect(page.getByText('Enter a web address, like https://example.com')).toBeVisible()

  // Put right, the username is the first call: the refused Save sent nothing.
  await page.getByLabel('Web site').fill('')
  await username.fill('demo_person')
  const sent = nextApiRequest(page, 'PUT', '/user-settings')
  await save(page).click()
  expect(partNames(await sent)).toEqual(['username'])
  expect(calls).toEqual(['PUT'])
})

test('a taken username shows the server message at the field', async ({ page }) => {
  const sent = nextApiRequest(page, 'PUT', '/user-settings')
  await page.getByLabel('Username').fill('demo_creator')
  await save(page).click()
  const request = await sent
  expect(partNames(request)).toEqual(['username'])
  expect((await request.response())?.status()).toBe(409)
  const field = page.getByLabel('Username')
  await expect(field).toHaveAttribute('aria-invalid', 'true')
  const message = (await (await request.response())!.json()) as { message: string }
  await expect(page.getByText(message.message)).toBeVisible()
  await expect(page).toHaveURL('/profile/edit')
  await expectAccessible(page, 'Edit Profile Data, user, the username refused')
})
