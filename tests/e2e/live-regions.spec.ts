// What changes out of the focus's way is announced: toasts are in live regions, also while a dialog
// makes the rest of the page inert. The feed's announcement is in keyboard-tasks.spec.ts, the
// offline banner's in offline-queue.spec.ts, the moderation list's in keyboard-tasks.spec.ts.
import { expect, test } from './support/test'
import { expectAccessible } from './support/axe'
import { expectFocusVisible, tabTo } from './support/keyboard'
import { expectAnnounced } from './support/live-regions'
import { resetMock, skipAgeGate } from './support/session'
import { toast } from './support/studio'

test.beforeEach(async ({ page, request }) => {
  await resetMock(request)
  await skipAgeGate(page)
})

test.describe('as a user', () => {
  test.use({ account: 'user' })

  test("settings to Edit Profile Data and Save by keyboard: 'Profile updated' is announced", async ({
    page,
  }) => {
    await page.goto('/profile/settings')
    await tabTo(page, page.getByRole('link', { name: 'Edit Profile Data' }))
    await expectFocusVisible(page, 'a settings entry')
    await page.keyboard.press('Enter')
    const fullName = page.getByRole('textbox', { name: 'Full name' })
    await expect(fullName).toHaveValue('Demo User')

    await tabTo(page, fullName)
    await page.keyboard.press('End')
    await page.keyboard.type(' Keys')
    await page.keyboard.press('Enter')
    await expectAnnounced(toast(page, 'Profile updated'), "the 'Profile updated' toast")
    await expectAccessible(page, "the own profile, user, 'Profile updated' toast")
  })
})

test.describe('with 0 Points', () => {
  test.use({ account: 'broke' })

  test('an error toast raised over an open dialog is announced and can be closed', async ({
    page,
  }) => {
    await page.goto('/')
    await tabTo(page, page.getByRole('button', { name: 'Open With 10 Points' }))
    await page.keyboard.press('Enter')
    const purchase = page.getByRole('dialog', { name: 'Confirm pay-per-view purchase' })
    await tabTo(page, purchase.getByRole('button', { name: 'PAY' }))
    await page.keyboard.press('Enter')

    // Too few Points: the offer stays open and the reason comes as a toast beside it.
    const reason = toast(page, 'You need 10 Points to unlock this video.')
    await expectAnnounced(reason, 'the 402 toast over the purchase dialog')
    // The toast closes itself after 5 s; a pointer resting on it holds it open while axe runs,
    // which can take longer than that on a loaded machine.
    await reason.hover()
    await expect(purchase).toBeVisible()
    await expectAccessible(
      page,
      "Home, user, 'Confirm pay-per-view purchase' open, 'You need 10 Points to unlock this video.' toast",
    )
    await reason.getByRole('button', { name: 'close' }).click()
    await expect(reason).toBeHidden()
    await expect(purchase).toBeVisible()
  })
})
