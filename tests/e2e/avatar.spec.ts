// Avatar (/avatar; PUT /user-avatar): a JPEG or PNG is cropped and sent as a PNG, then
// 'Avatar updated'. The files refused before any upload (anything else, or over 30 MB) are
// avatar-cropper.test.tsx's.
import path from 'node:path'
import { expect, test, type Page } from './support/test'
import { expectAccessible } from './support/axe'
import { nextApiRequest } from './support/requests'
import { resetMock, skipAgeGate } from './support/session'

const POSTER = path.resolve(import.meta.dirname, '../../mock-api/media/poster-1.jpg')

test.beforeEach(async ({ page, request }) => {
  await resetMock(request)
  await skipAgeGate(page)
})

const chooser = (page: Page) => page.getByLabel('Choose a file')
const uploadButton = (page: Page) => page.getByRole('button', { name: 'Upload Avatar' })

test.describe('as a user', () => {
  test.use({ account: 'user' })

  test('a cropped image is sent as a PNG and becomes the avatar', async ({ page }) => {
    await page.goto('/avatar')
    await expect(page.getByRole('heading', { level: 1, name: 'Upload page' })).toBeVisible()
    await expect(page.getByText('JPEG or PNG, max 30Mb')).toBeVisible()
    await expect(uploadButton(page)).toBeDisabled()
    await expectAccessible(page, 'Upload page, user')

    await chooser(page).setInputFiles(POSTER)
    await expect(page.locator('.avatar-cropper canvas')).toBeVisible()
    await page.getByLabel('Zoom').fill('1.5')
    await expectAccessible(page, 'Upload page, user, an image cropped')
    const sent = nextApiRequest(page, 'PUT', '/user-avatar')
    await uploadButton(page).click()
    const request = await sent
    expect(request.headers()['content-type']).toMatch(/^multipart\/form-data/)
    // The mock takes only image/png (415 otherwise) and stores the bytes it was sent.
    const response = (await request.response())!
    expect(response.status()).toBe(200)
    const answer = (await response.json()) as { avatar: string }
    const stored = await page.request.get(answer.avatar)
    expect([...(await stored.body()).subarray(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47])

    await expect(page.getByRole('alert').filter({ hasText: 'Avatar updated' })).toBeVisible()
    await page.goto('/profile/demo_user')
    await expect(page.locator('.profile-header__avatar')).toHaveAttribute('src', answer.avatar)
  })
})

test('a visitor is asked to log in first', async ({ page }) => {
  await page.goto('/avatar')
  await expect(page.getByRole('heading', { level: 1, name: 'Upload page' })).toBeVisible()
  await page.getByRole('link', { name: 'Log in' }).click()
  await expect(page.getByRole('dialog', { name: 'Welcome back' })).toBeVisible()
})
