// Back closes what is open (the phone's Back button; page.goBack() here): every sheet and dialog
// over a screen takes one history entry, so Back closes it and the screen stays; closed by its own
// button or Escape, or left by one of its links, it leaves no entry behind, and Back then goes
// where it would have gone. The age gate wants an answer: Back does not close it.
import { expect, test, type Locator, type Page } from './support/test'
import { expectAccessible } from './support/axe'
import {
  activeSlide,
  expectActive,
  expectPlaying,
  feedRegion,
  stepToUnboughtVideo,
} from './support/feed'
import { navLink } from './support/navigation'
import { holdCalls } from './support/held-calls'
import { resetMock, skipAgeGate } from './support/session'
import { fillUpload, openUpload, rowTitles, uploadForm } from './support/studio'

// Each journey opens its dialog several times, with an accessibility check on each screen.
test.describe.configure({ timeout: 60_000 })

test.beforeEach(async ({ request }) => {
  await resetMock(request)
})

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name })
const offer = (page: Page) => activeSlide(page).getByRole('button', { name: 'Open With 10 Points' })

/** Back closes `dialog`, and the screen under it at `url` is there again. */
async function backCloses(page: Page, dialog: Locator, url: string, screen: Locator) {
  await page.goBack()
  await expect(dialog).toBeHidden()
  await expect(page).toHaveURL(url)
  await expect(screen).toBeVisible()
  await expect(page.getByRole('dialog')).toHaveCount(0)
}

/** Back leaves for the page before, at `url`, where `screen` shows. */
async function backLeavesFor(page: Page, url: string, screen: Locator) {
  await page.goBack()
  await expect(page).toHaveURL(url)
  await expect(screen).toBeVisible()
}

/** A visitor on Home, reached from Account: Back from Home goes to Account. */
async function visitorHomeFromAccount(page: Page) {
  await skipAgeGate(page)
  await page.goto('/account')
  await expect(heading(page, 'Account')).toBeVisible()
  await navLink(page, 'Home').click()
  await expect(page).toHaveURL('/')
  await expectActive(page, 0)
}

test("a visitor's buy-pass offer: Back closes it, Close leaves no entry, an account is one Back away", async ({
  page,
}) => {
  await visitorHomeFromAccount(page)
  const airdrop = page.getByRole('dialog', { name: 'Get the 69 Points airdrop' })
  await offer(page).click()
  await expect(airdrop).toBeVisible()
  await expectAccessible(page, "Home, visitor, 'Get the 69 Points airdrop' open")
  await backCloses(page, airdrop, '/', offer(page))
  await expectAccessible(page, 'Home, visitor')
  await backLeavesFor(page, '/account', heading(page, 'Account'))

  await navLink(page, 'Home').click()
  await offer(page).click()
  await airdrop.getByRole('button', { name: 'Close' }).click()
  await expect(airdrop).toBeHidden()
  await backLeavesFor(page, '/account', heading(page, 'Account'))

  await navLink(page, 'Home').click()
  await offer(page).click()
  await airdrop.getByRole('button', { name: 'Create an account' }).click()
  await expect(page).toHaveURL('/registration')
  const registration = page.getByRole('dialog', { name: 'Create Account' })
  await expect(registration).toBeVisible()
  await expectAccessible(page, 'Create Account, visitor')
  await backCloses(page, registration, '/', offer(page))
  await backLeavesFor(page, '/account', heading(page, 'Account'))
})

test.describe('as a user', () => {
  test.use({ account: 'user' })

  test("a user's purchase question: Back closes it, Escape leaves no entry", async ({ page }) => {
    await skipAgeGate(page)
    await page.goto('/wallet')
    await expect(heading(page, 'Wallet')).toBeVisible()
    await navLink(page, 'Home').click()
    await stepToUnboughtVideo(page)

    const purchase = page.getByRole('dialog', { name: 'Confirm pay-per-view purchase' })
    await offer(page).click()
    await expect(purchase).toBeVisible()
    await expectAccessible(page, "Home, user, 'Confirm pay-per-view purchase' open")
    await backCloses(page, purchase, '/', offer(page))
    await expectActive(page, 2)
    await expectAccessible(page, 'Home, user, a locked video')

    await offer(page).click()
    await expect(purchase).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(purchase).toBeHidden()
    await backLeavesFor(page, '/wallet', heading(page, 'Wallet'))
  })
})

test('the login popup from Like: Back closes it; Sign up and Back return to Home', async ({
  page,
}) => {
  await visitorHomeFromAccount(page)
  const like = activeSlide(page).getByRole('button', { name: 'Like' })
  const popup = page.getByRole('dialog', { name: 'Welcome back' })
  await like.click()
  await expect(popup).toBeVisible()
  await expectAccessible(page, "Home, visitor, 'Welcome back' open")
  await backCloses(page, popup, '/', like)
  await expect(like).toHaveAttribute('aria-pressed', 'false')

  await like.click()
  await popup.getByRole('link', { name: 'Sign up' }).click()
  await expect(page).toHaveURL('/registration')
  const registration = page.getByRole('dialog', { name: 'Create Account' })
  await expect(registration).toBeVisible()
  await backCloses(page, registration, '/', like)
  await expectAccessible(page, 'Home, visitor')
  await backLeavesFor(page, '/account', heading(page, 'Account'))
})

test("a profile's Links sheet and its player: Back closes each and stays on the profile", async ({
  page,
}) => {
  await skipAgeGate(page)
  await page.goto('/account')
  await expect(heading(page, 'Account')).toBeVisible()
  await page.goto('/profile/demo_creator')
  const profile = page.getByRole('heading', { level: 1 })
  const links = page.getByRole('button', { name: 'Links', exact: true })
  await expect(links).toBeVisible()
  await expectAccessible(page, "a creator's profile, visitor")

  const sheet = page.getByRole('dialog', { name: 'Links' })
  await links.click()
  await expect(sheet).toBeVisible()
  await expectAccessible(page, "a creator's profile, visitor, 'Links' open")
  await backCloses(page, sheet, '/profile/demo_creator', links)

  const poster = page.getByRole('button', { name: 'Night drive #3', exact: true })
  const player = page.getByRole('dialog', { name: 'Night drive #3' })
  await poster.click()
  await expect(player).toBeVisible()
  await expectPlaying(player.locator('video'))
  await expectAccessible(page, "a creator's profile, visitor, the player open")
  await backCloses(page, player, '/profile/demo_creator', poster)

  await links.click()
  await sheet.getByRole('button', { name: 'Close' }).click()
  await expect(sheet).toBeHidden()
  await poster.click()
  await expect(player).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(player).toBeHidden()
  await expect(profile).toBeVisible()
  await backLeavesFor(page, '/account', heading(page, 'Account'))
})

test.describe('as a creator', () => {
  test.use({ account: 'creator' })

  test("My Videos' Delete? question: Back answers no and stays", async ({ page }) => {
    await skipAgeGate(page)
    const deletes: string[] = []
    page.on('request', (request) => {
      if (request.method() === 'DELETE') deletes.push(request.url())
    })
    await page.goto('/wallet')
    await expect(heading(page, 'Wallet')).toBeVisible()
    await page.goto('/profile/videos')
    await expect(heading(page, 'My Videos')).toBeVisible()
    const title = (await rowTitles(page).first().textContent()) ?? ''
    const remove = page.getByRole('button', { name: `Delete ${title}`, exact: true })
    const question = page.getByRole('dialog', { name: 'Delete?' })

    await remove.click()
    await expect(question).toBeVisible()
    await expectAccessible(page, "My Videos, creator, 'Delete?' open")
    await backCloses(page, question, '/profile/videos', remove)
    await expect(rowTitles(page).first()).toHaveText(title)
    await expectAccessible(page, 'My Videos, creator')

    await remove.click()
    await question.getByRole('button', { name: 'Cancel' }).click()
    await expect(question).toBeHidden()
    await backLeavesFor(page, '/wallet', heading(page, 'Wallet'))
    expect(deletes).toEqual([])
  })
})

test.describe('as a user, the wallet', () => {
  test.use({ account: 'user' })

  test("the wallet's Coming Soon: Back closes it and stays on the wallet", async ({ page }) => {
    await skipAgeGate(page)
    await page.goto('/profile/settings')
    await expect(heading(page, 'Settings')).toBeVisible()
    await navLink(page, 'Wallet').click()
    await expect(heading(page, 'Wallet')).toBeVisible()
    const buy = page.getByRole('button', { name: 'Buy' })
    const comingSoon = page.getByRole('dialog', { name: 'Coming Soon' })

    await buy.click()
    await expect(comingSoon).toBeVisible()
    await expectAccessible(page, "Wallet, user, 'Coming Soon' open")
    await backCloses(page, comingSoon, '/wallet', buy)
    await expectAccessible(page, 'Wallet, user')

    await buy.click()
    await comingSoon.getByRole('button', { name: 'Close' }).click()
    await expect(comingSoon).toBeHidden()
    await backLeavesFor(page, '/profile/settings', heading(page, 'Settings'))
  })
})

test.describe('as a user, settings', () => {
  test.use({ account: 'user' })

  test('KYC REQUIRED from Become Creator: Back closes it; Start KYC and Back return to Settings', async ({
    page,
  }) => {
    await skipAgeGate(page)
    await page.goto('/wallet')
    await expect(heading(page, 'Wallet')).toBeVisible()
    await page.goto('/profile/settings')
    const become = page.getByRole('button', { name: 'Become Creator' })
    const kyc = page.getByRole('dialog', { name: 'KYC REQUIRED' })
    await expect(become).toBeVisible()
    await expectAccessible(page, 'Settings, user')

    await become.click()
    await expect(kyc).toBeVisible()
    await expectAccessible(page, "Settings, user, 'KYC REQUIRED' open")
    await backCloses(page, kyc, '/profile/settings', become)

    await become.click()
    await kyc.getByRole('button', { name: 'Start KYC' }).click()
    await expect(heading(page, 'Identity check')).toBeVisible()
    await expect(page).toHaveURL('/kyc')
    await expectAccessible(page, 'Identity check, user')
    await backCloses(page, kyc, '/profile/settings', become)

    await become.click()
    await kyc.getByRole('button', { name: 'Leave' }).click()
    await expect(kyc).toBeHidden()
    await backLeavesFor(page, '/wallet', heading(page, 'Wallet'))
  })
})

test.describe('as a creator, uploading', () => {
  test.use({ account: 'creator' })

  test("an upload's dialogs: Back closes each on the page, asks before leaving, then leaves", async ({
    page,
  }) => {
    await skipAgeGate(page)
    await page.goto('/wallet')
    await expect(heading(page, 'Wallet')).toBeVisible()
    await openUpload(page)
    const form = uploadForm(page)
    await fillUpload(page, { clip: 2, title: 'Back to the harbour', description: 'Once more.' })
    // The upload's answer is held: it is under way until the journey lets it end.
    const upload = await holdCalls(page, '/upload')
    await form.submit.click()

    const warning = page.getByRole('dialog', { name: 'Uploading...' })
    await expect(warning).toBeVisible()
    await backCloses(page, warning, '/profile/upload', form.progress)

    const question = page.getByRole('dialog', { name: 'Leave this page?' })
    await page.goBack()
    await expect(question).toBeVisible()
    await expectAccessible(page, "Upload, creator, sending, 'Leave this page?' open")
    await question.getByRole('button', { name: 'Stay' }).click()
    await expect(question).toBeHidden()
    await expect(page).toHaveURL('/profile/upload')

    // The upload ends: the guard lets go while the success message opens.
    upload.release()
    const success = page.getByRole('dialog', { name: 'Uploaded successfully.' })
    await expect(success).toBeVisible()
    await expectAccessible(page, "Upload, creator, 'Uploaded successfully.' open")
    await backCloses(page, success, '/profile/upload', heading(page, 'Upload'))
    await backLeavesFor(page, '/wallet', heading(page, 'Wallet'))
  })
})

test('Back does not close the age gate', async ({ page }) => {
  await page.goto('/')
  const gate = page.getByRole('dialog', { name: 'ENTER ONLY IF YOU ARE OVER 18 YEARS OLD' })
  await expect(gate).toBeVisible()
  await gate.getByRole('link', { name: 'Terms of Service' }).click()
  await expect(page).toHaveURL('/terms-of-service')
  await expect(gate).toBeVisible()

  await page.goBack()
  await expect(page).toHaveURL('/')
  await expect(gate).toBeVisible()
  await expectAccessible(page, 'Home, visitor, the age gate open')
  await gate.getByRole('button', { name: 'Yes, I am 18+' }).click()
  await expect(gate).toBeHidden()
  await expect(feedRegion(page)).toBeVisible()
})
