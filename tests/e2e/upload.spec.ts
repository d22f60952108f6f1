// Upload (MODAL_UPLOAD_WARNING_POPUP, MODAL_UPLOAD_SUCCESS_POPUP; POST /upload,
// GET /creator-items): a creator's video goes up with visible progress, then shows
// in My Videos as processing and on moderation until it is done; Cancel and leaving abort the
// upload; a plain user has no upload page. A wrong or too large file and empty fields:
// src/features/studio/upload-rules.test.ts; a failed upload: upload-failures.test.tsx.
// The mock's processing (UPLOADED 1 s, PROCESSING 3 s, then DONE) runs on its clock, which also
// moves in real time; the first journey turns it back a minute once the video is in, so the
// checks of the processing state do not race the wall clock, and then forward past the end. My
// Videos asks again on its own timer, which the page's clock runs.
import { expect, test, type Page } from './support/test'
import { recordAlerts } from './support/alerts'
import { expectAccessible } from './support/axe'
import { formFields, nextApiRequest } from './support/requests'
import { advanceMockClock, resetMock, skipAgeGate } from './support/session'
import { demoToken } from './support/signed-in'
import { navLink } from './support/navigation'
import {
  chosenFile,
  clipBytes,
  creatorItems,
  exposeUploadForm,
  fillUpload,
  isUploadCall,
  openUpload,
  progressValue,
  recordProgress,
  recordUploadCalls,
  storedUpload,
  throttleUploads,
  uploadForm,
  videoRow,
  videoRows,
} from './support/studio'

test.use({ account: 'creator' })

test.beforeEach(async ({ page, request }) => {
  await resetMock(request)
  await skipAgeGate(page)
})

const warning = (page: Page) => page.getByRole('dialog', { name: 'Uploading...' })

/** The form is back to its start: no file, empty texts, Public. */
async function expectEmptyForm(page: Page): Promise<void> {
  const form = uploadForm(page)
  await expect(page.getByText(/^clip-\d\.mp4, /)).toHaveCount(0)
  await expect(page.getByLabel(/^Preview of /)).toHaveCount(0)
  await expect(form.title).toHaveValue('')
  await expect(form.description).toHaveValue('')
  await expect(page.getByText('0 / 300')).toBeVisible()
  await expect(form.publicAccess).toBeChecked()
  await expect(form.submit).toBeEnabled()
}

test('a creator uploads a video with visible progress; it processes in My Videos', async ({
  page,
  request,
}) => {
  await page.clock.install()
  const token = demoToken('creator')
  const before = await creatorItems(request, token)
  const alerts = await recordAlerts(page)
  await openUpload(page)
  const form = uploadForm(page)
  await expect(form.publicAccess).toBeChecked() // the default
  await expect(page.getByText('0 / 300')).toBeVisible()
  await expectAccessible(page, 'Upload, creator')

  await fillUpload(page, {
    clip: 2,
    title: 'Harbour at dawn',
    description: 'Boats leaving before sunrise.',
    access: 'Private',
  })
  await expect(page.getByText('29 / 300')).toBeVisible()
  await expectAccessible(page, 'Upload, creator, a video chosen')

  // 288 KB at 16 KB/s: on the way for as long as the checks while sending take, then let go.
  await exposeUploadForm(page)
  const unthrottle = await throttleUploads(page, 16_000)
  const progressSeen = await recordProgress(page)
  const sent = nextApiRequest(page, 'POST', '/upload')
  await form.submit.click()
  const upload = await sent

  await expect(warning(page)).toBeVisible()
  await expect(warning(page)).toContainText(
    "Please don't leave the page before the video is uploaded.",
  )
  await expect(warning(page).getByRole('progressbar', { name: 'Upload progress' })).toBeVisible()
  await expectAccessible(page, "Upload, creator, sending, 'Uploading...' open")
  await warning(page).getByRole('button', { name: 'Ok' }).click()
  await expect(warning(page)).toBeHidden()

  // On the page: the bar and its percent move while the bytes go; the fields wait.
  await expect(form.cancel).toBeVisible()
  await expect(form.submit).toHaveCount(0)
  await expect(form.title).toBeDisabled()
  await expect(form.description).toBeDisabled()
  await expect(form.privateAccess).toBeDisabled()
  await expect.poll(() => progressValue(page)).toBeGreaterThan(0)
  await expect(page.locator('form').getByText(/^([1-9]\d?)%$/)).toBeVisible()
  await expectAccessible(page, 'Upload, creator, sending')
  await unthrottle()

  // What the API received (POST /upload).
  const fields = await formFields(upload)
  expect(fields).toEqual({
    videoData: 'clip-2.mp4',
    videoName: 'Harbour at dawn',
    videoDescription: 'Boats leaving before sunrise.',
    videoAccess: 'PRIVATE',
  })
  const headers = await upload.allHeaders()
  expect(headers.authorization).toBe(`Bearer ${token}`)
  expect(headers['content-type']).toMatch(/^multipart\/form-data; boundary=/)
  const clip = clipBytes(2)

  const response = await upload.response()
  expect(response?.status()).toBe(200)
  const answer = (await response!.json()) as { id: string; status: string }
  expect(answer.status).toBe('UPLOADED')
  // Hold the processing while the dialog, the toast and My Videos are checked (see the top).
  await advanceMockClock(request, -60_000)

  const success = page.getByRole('dialog', { name: 'Uploaded successfully.' })
  await expect(success).toContainText(
    'The file clip-2.mp4 is processing and will display in your profile within 1-2 minutes.',
  )
  // The toast lasts 3 s, which the checks before may outlast on a loaded machine: noted when shown.
  await expect.poll(alerts).toContain('Video on moderation')
  const seen = await progressSeen()
  expect(seen.some((value) => value > 0 && value < 100)).toBe(true)
  expect(seen).toContain(100)
  expect(seen).toEqual([...seen].sort((a, b) => a - b)) // it only goes forward
  await expectAccessible(page, "Upload, creator, 'Uploaded successfully.' open")
  await success.getByRole('button', { name: 'Ok' }).click()
  await expect(success).toBeHidden()
  await expectEmptyForm(page)

  // Every byte of the clip arrived.
  const after = await creatorItems(request, token)
  expect(after.count).toBe(before.count + 1)
  const stored = after.items[0]!
  expect(stored.id).toBe(answer.id)
  expect((await storedUpload(request, stored)).equals(clip)).toBe(true)

  await page.goto('/profile/videos')
  await expect(page.getByRole('heading', { level: 1, name: 'My Videos' })).toBeVisible()
  await expect(videoRows(page).first().getByRole('heading', { level: 2 })).toHaveText(
    'Harbour at dawn',
  )
  const row = videoRow(page, 'Harbour at dawn')
  await expect(row.getByText('Processing', { exact: true })).toBeVisible()
  await expect(row.getByText('Private', { exact: true })).toBeVisible()
  await expect(row.getByText('Video on moderation')).toBeVisible()
  await expect(row.getByRole('switch', { name: 'Paid' })).toBeChecked()
  await expectAccessible(page, 'My Videos, creator')

  // Processing ends on the mock's clock; the page finds out by itself, without a reload, at its
  // next look (at most 30 s apart).
  await advanceMockClock(request, 60_000 + 10_000)
  let reloaded = false
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) reloaded = true
  })
  await page.clock.runFor(30_000)
  await expect(row.getByText('Done', { exact: true })).toBeVisible()
  await expect(row.getByText('Video on moderation')).toBeVisible()
  expect(reloaded).toBe(false)
})

test('Cancel stops the upload mid-way and keeps the form', async ({ page, request }) => {
  const token = demoToken('creator')
  const before = await creatorItems(request, token)
  await openUpload(page)
  const form = uploadForm(page)
  await fillUpload(page, { clip: 2, title: 'Changed my mind', description: 'Never mind.' })

  // 288 KB at 16 KB/s: far from done when Cancel is pressed.
  await throttleUploads(page, 16_000)
  const sent = nextApiRequest(page, 'POST', '/upload')
  await form.submit.click()
  const upload = await sent
  await warning(page).getByRole('button', { name: 'Ok' }).click()
  await expect(warning(page)).toBeHidden()
  await expect.poll(() => progressValue(page)).toBeGreaterThan(0)
  expect(await progressValue(page)).toBeLessThan(100)

  const aborted = page.waitForEvent('requestfailed', (request) => request === upload)
  await form.cancel.click()
  expect(isUploadCall(await aborted)).toBe(true)
  expect(upload.failure()?.errorText).toMatch(/ABORTED/i)
  await expect(form.progress).toHaveCount(0)
  await expect(form.cancel).toHaveCount(0)
  await expect(form.submit).toBeEnabled()
  await expect(form.failure).toHaveCount(0)
  await expect(form.title).toHaveValue('Changed my mind')
  await expect(form.description).toHaveValue('Never mind.')
  await expect(form.publicAccess).toBeChecked()
  await expect(chosenFile(page, 'clip-2.mp4')).toBeVisible()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expectAccessible(page, 'Upload, creator, a video chosen')
  expect((await creatorItems(request, token)).count).toBe(before.count)
})

test('leaving mid-upload asks first: Stay keeps it going, Leave cancels it', async ({ page }) => {
  await openUpload(page)
  const form = uploadForm(page)
  await fillUpload(page, { clip: 2, title: 'Going somewhere', description: 'Or not.' })

  await throttleUploads(page, 16_000)
  const sent = nextApiRequest(page, 'POST', '/upload')
  await form.submit.click()
  const upload = await sent
  let failed = false
  page.on('requestfailed', (request) => {
    if (request === upload) failed = true
  })
  await warning(page).getByRole('button', { name: 'Ok' }).click()
  await expect(warning(page)).toBeHidden()

  const question = page.getByRole('dialog', { name: 'Leave this page?' })
  await navLink(page, 'Wallet').click()
  await expect(question).toBeVisible()
  await expect(question).toContainText('Leaving now cancels the upload.')
  await expectAccessible(page, "Upload, creator, sending, 'Leave this page?' open")
  await question.getByRole('button', { name: 'Stay' }).click()
  await expect(question).toBeHidden()
  await expect(page).toHaveURL('/profile/upload')
  await expect(form.progress).toBeVisible()
  const percent = await progressValue(page)
  await expect.poll(() => progressValue(page)).toBeGreaterThan(percent)
  expect(failed).toBe(false)

  // Back asks the same.
  await page.goBack()
  await expect(question).toBeVisible()
  await question.getByRole('button', { name: 'Stay' }).click()
  await expect(question).toBeHidden()
  await expect(page).toHaveURL('/profile/upload')
  await expect(form.cancel).toBeVisible()
  expect(failed).toBe(false)

  const aborted = page.waitForEvent('requestfailed', (request) => request === upload)
  await navLink(page, 'Wallet').click()
  await question.getByRole('button', { name: 'Leave' }).click()
  await expect(page).toHaveURL('/wallet')
  await expect(page.getByRole('heading', { level: 1, name: 'Wallet' })).toBeVisible()
  await aborted
  expect(upload.failure()?.errorText).toMatch(/ABORTED/i)
  await expect(page.getByRole('dialog')).toHaveCount(0)
})

test.describe('as a user', () => {
  test.use({ account: 'user' })

  test('a plain user has no upload page and no Upload entry', async ({ page }) => {
    const calls = recordUploadCalls(page)
    await page.goto('/profile/upload')
    // Without the route, /profile/upload is the profile of a user named "upload" (there is none).
    await expect(page.getByRole('heading', { level: 1, name: 'Profile not found' })).toBeVisible()
    await expect(page.getByRole('heading', { level: 1, name: 'Upload' })).toHaveCount(0)
    await expect(uploadForm(page).file).toHaveCount(0)
    await expectAccessible(page, 'Profile not found, user')

    await page.goto('/profile/settings')
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Edit Profile Data' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Upload' })).toHaveCount(0)
    await expect(page.getByRole('link', { name: 'My Videos' })).toHaveCount(0)
    expect(calls).toEqual([])
  })
})
