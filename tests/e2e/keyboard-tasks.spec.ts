// Each screen's main task with the keyboard alone, where no other journey does it already: liking
// in the feed and moving on, the bottom navigation, the wallet's '...', uploading, My Videos' Paid,
// Delete and pages, a role and a verify in the admin panel, the reward form. The focus stays
// visible and where the user is, and what changes out of sight is announced. Other keyboard
// journeys: login-logout (log in, sign up), feed-playback (arrows, Space, M), profile (tabs, Links,
// the player), admin-users (Verify).
import { expect, test, type Page } from './support/test'
import { expectAccessible } from './support/axe'
import { activeSlide, expectActive, feedRegion } from './support/feed'
import {
  expectDialogByKeyboard,
  expectEscapeBackTo,
  expectFocusVisible,
  tabTo,
} from './support/keyboard'
import { expectAnnounced } from './support/live-regions'
import { nextApiRequest } from './support/requests'
import { holdCalls } from './support/held-calls'
import { resetMock, skipAgeGate } from './support/session'
import { clipPath, rowTitles, toast, uploadForm } from './support/studio'
import { navLink } from './support/navigation'

test.beforeEach(async ({ page, request }) => {
  await resetMock(request)
  await skipAgeGate(page)
})

async function enterOn(page: Page, control: ReturnType<Page['getByRole']>) {
  await tabTo(page, control, 60)
  await expectFocusVisible(page, control.toString())
  await page.keyboard.press('Enter')
}

test.describe('as a user', () => {
  test.use({ account: 'user' })

  test('Home: Like with Enter, the next video keeps the focus on its Like and is announced', async ({
    page,
  }) => {
    await page.goto('/')
    await expectActive(page, 0)
    const announcement = feedRegion(page).locator('[aria-live="polite"]')
    await expect(announcement).toHaveText(/^Video 1 of \d+: @\w+\. /)

    const like = activeSlide(page).getByRole('button', { name: 'Like' })
    const liked = (await like.getAttribute('aria-pressed')) !== 'true'
    await enterOn(page, like)
    await expect(like).toHaveAttribute('aria-pressed', String(liked))

    // The slide left behind turns inert; the focus goes to the same control of the next video.
    await page.keyboard.press('ArrowDown')
    await expectActive(page, 1)
    await expect(announcement).toHaveText(/^Video 2 of \d+: @\w+\. /)
    const nextLike = activeSlide(page).getByRole('button', { name: 'Like' })
    await expect(nextLike).toBeFocused()
    await expectFocusVisible(page, 'Like of the second video')
    const nextLiked = (await nextLike.getAttribute('aria-pressed')) !== 'true'
    await page.keyboard.press('Enter')
    await expect(nextLike).toHaveAttribute('aria-pressed', String(nextLiked))
    await page.keyboard.press('ArrowUp')
    await expectActive(page, 0)
    await expect(activeSlide(page).getByRole('button', { name: 'Like' })).toBeFocused()
    await expectAccessible(page, 'Home, user, a video liked')

    // The bottom navigation: the entry followed keeps the focus and says where the user is.
    await enterOn(page, navLink(page, 'Wallet'))
    await expect(page.getByRole('heading', { level: 1, name: 'Wallet' })).toBeVisible()
    await expect(navLink(page, 'Wallet')).toBeFocused()
    await expect(navLink(page, 'Wallet')).toHaveAttribute('aria-current', 'page')
    await enterOn(page, navLink(page, 'Profile'))
    await expect(page.getByRole('heading', { level: 1, name: 'Demo User' })).toBeVisible()
    await expectAccessible(page, 'the own profile, user')
  })
})

test.describe('as a user, the wallet', () => {
  test.use({ account: 'user' })

  test("Wallet: '...' by Enter; the focus goes to the first row it brought", async ({ page }) => {
    await page.goto('/wallet')
    const history = page.getByRole('region', { name: 'Transactions' })
    const more = history.getByRole('button', { name: 'Show more transactions' })
    await expect(history.getByRole('listitem')).toHaveCount(10)

    await enterOn(page, more)
    await expect(history.getByRole('listitem')).toHaveCount(20)
    await expect(history.getByRole('listitem').nth(10)).toBeFocused()
    await expectFocusVisible(page, 'the first row of the second page')
    await page.keyboard.press('Tab')
    await expect(more).toBeFocused()
    await expectAccessible(page, 'Wallet, user')
  })
})

test.describe('as a creator', () => {
  test.use({ account: 'creator' })

  test('Upload by keyboard: the file picker, the fields, the dialogs on the way', async ({
    page,
  }) => {
    // Waited for from the start: the browser is told to hand file choosers to the test only as
    // the wait begins, and a key pressed right after could beat that word to the page.
    const chooser = page.waitForEvent('filechooser')
    await page.goto('/profile/upload')
    const form = uploadForm(page)

    await tabTo(page, form.file)
    await expectFocusVisible(page, 'the file picker')
    await page.keyboard.press('Space')
    await (await chooser).setFiles(clipPath(2))
    await expect(page.getByText(/^clip-2\.mp4, /)).toBeVisible()
    // Past the preview's own controls (play, seek, volume...).
    await tabTo(page, form.title)
    await page.keyboard.type('Harbour by keyboard')
    await page.keyboard.press('Tab')
    await expect(form.description).toBeFocused()
    await page.keyboard.type('Typed without a pointer.')
    await page.keyboard.press('Tab')
    await expect(form.publicAccess).toBeFocused()
    await expectFocusVisible(page, 'the access radios')
    await page.keyboard.press('ArrowRight')
    await expect(form.privateAccess).toBeChecked()

    // The upload's answer is held: it is under way for as long as the dialogs on the way are checked.
    const upload = await holdCalls(page, '/upload')
    await enterOn(page, form.submit)
    const warning = page.getByRole('dialog', { name: 'Uploading...' })
    await expectDialogByKeyboard(page, warning, "Upload, creator, sending, 'Uploading...' open")
    await page.keyboard.press('Tab')
    await expect(warning.getByRole('button', { name: 'Ok' })).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(warning).toBeHidden()

    // Leaving while it uploads asks first; Escape stays, back on the entry that tried to leave.
    await enterOn(page, navLink(page, 'Home'))
    const question = page.getByRole('dialog', { name: 'Leave this page?' })
    await expectDialogByKeyboard(
      page,
      question,
      "Upload, creator, sending, 'Leave this page?' open",
    )
    await expectEscapeBackTo(page, question, navLink(page, 'Home'))
    await expect(page).toHaveURL('/profile/upload')
    upload.release()

    const success = page.getByRole('dialog', { name: 'Uploaded successfully.' })
    await expect(success).toBeVisible()
    // Raised while the dialog is open, the toast is still announced. It lasts 3 s, so it is looked
    // for before the dialog's own checks, which take longer than that on a slow machine.
    await expectAnnounced(toast(page, 'Video on moderation'), "the 'Video on moderation' toast")
    await expectDialogByKeyboard(page, success, "Upload, creator, 'Uploaded successfully.' open")
    await page.keyboard.press('Tab')
    await page.keyboard.press('Enter')
    await expect(success).toBeHidden()
  })
})

test.describe('as a creator, My Videos', () => {
  test.use({ account: 'creator' })

  test('My Videos by keyboard: Paid keeps the focus, Delete? is answered, pages change', async ({
    page,
  }) => {
    await page.goto('/profile/videos')
    const paid = page.getByRole('switch', { name: 'Paid' }).first()
    const wasPaid = await paid.isChecked()
    await tabTo(page, paid)
    await expectFocusVisible(page, 'the Paid switch')
    const change = page.waitForRequest(
      (request) => request.method() === 'PUT' && request.url().includes('/api/v1/item/'),
    )
    await page.keyboard.press('Space')
    await change
    await expectAnnounced(toast(page, 'Video updated successfully'), 'the update toast')
    await expect(paid).toBeEnabled()
    await expect(paid).toBeFocused()
    await expect(paid).toBeChecked({ checked: !wasPaid })

    await expect(rowTitles(page)).toHaveCount(5)
    const [title] = await rowTitles(page).allTextContents()
    const remove = page.getByRole('button', { name: `Delete ${title}` })
    await enterOn(page, remove)
    const question = page.getByRole('dialog', { name: 'Delete?' })
    await expectDialogByKeyboard(page, question, "My Videos, creator, 'Delete?' open")
    await expectEscapeBackTo(page, question, remove)

    await enterOn(page, page.getByRole('link', { name: 'Page 2', exact: true }))
    await expect(page).toHaveURL('/profile/videos?page=2')
    await expect(page.getByRole('link', { name: 'Page 2, current page' })).toBeFocused()
  })
})

test.describe('as an admin', () => {
  test.use({ account: 'admin' })

  test('admin panel by keyboard: a role by arrow key, Verify by Enter, the reward form', async ({
    page,
  }) => {
    await page.goto('/admin-panel/users')
    const role = page.getByRole('combobox', { name: 'Role user@demo.test', exact: true })
    await tabTo(page, role, 40)
    await expectFocusVisible(page, 'the role dropdown')
    const change = nextApiRequest(page, 'PUT', '/user/u1')
    await page.keyboard.press('ArrowDown')
    expect((await change).postDataJSON()).toEqual({ role: 'creator' })
    await expect(role).toHaveValue('creator')
    await expect(role).toBeEnabled()
    await expect(role).toBeFocused()

    await page.goto('/admin-panel/moderation')
    const list = page.getByRole('list', { name: 'Videos to moderate' })
    await expect(list.getByRole('heading', { level: 2 })).toHaveCount(10)
    const [title] = await list.getByRole('heading', { level: 2 }).allTextContents()
    await enterOn(page, page.getByRole('button', { name: `Verify ${title}`, exact: true }))
    await expect(list.getByRole('heading', { level: 2, name: title, exact: true })).toHaveCount(0)
    await expectAnnounced(page.getByRole('status').filter({ hasText: 'verified.' }), 'the verify')
    await expect(list).toBeFocused()
    await expectAccessible(page, 'Video Moderation, admin')

    await page.goto('/admin-panel/reward')
    await tabTo(page, page.getByRole('textbox', { name: 'Email' }))
    await page.keyboard.type('user@demo.test')
    await page.keyboard.press('Tab')
    await page.keyboard.type('25')
    await page.keyboard.press('Tab')
    await page.keyboard.type('Thanks for testing')
    await page.keyboard.press('Enter')
    await expectAnnounced(toast(page, '25 Points has been sent to user@demo.test'), 'the reward')
    await expect(page.getByRole('textbox', { name: 'Email' })).toBeFocused()
    await expectAccessible(page, "Send Custom Reward, admin, 'Points has been sent' toast")
  })
})
