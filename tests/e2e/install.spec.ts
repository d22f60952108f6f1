// Installing the app: 'Install app' in Account and Profile settings once the browser offers
// installing (a stand-in `beforeinstallprompt`, since headless Chromium decides on its own whether
// to fire the real one), the add-to-home-screen hint on iOS Safari, and a manifest whose every
// image loads at its declared size.
import { expect, test, type Page } from './support/test'
import { expectAccessible } from './support/axe'
import { resetMock, signIn, skipAgeGate } from './support/session'

const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1'

type Recorded = Window & { installPrompts?: number }

test.beforeEach(async ({ page, request }) => {
  await resetMock(request)
  await skipAgeGate(page)
})

/** What Chromium dispatches when the app may be installed; prompt() counts its calls. */
async function offerInstall(page: Page) {
  await page.evaluate(() => {
    const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: () => {
        const recorded = window as Recorded
        recorded.installPrompts = (recorded.installPrompts ?? 0) + 1
        return Promise.resolve()
      },
      userChoice: Promise.resolve({ outcome: 'accepted', platform: 'web' }),
    })
    window.dispatchEvent(event)
  })
}

async function installFromScreen(page: Page, screen: string) {
  const install = page.getByRole('button', { name: 'Install app' })
  await expect(install).toBeHidden()
  await offerInstall(page)
  await expect(install).toBeVisible()
  await expectAccessible(page, `${screen} with Install app`)
  await install.click()
  await expect(install).toBeHidden()
  expect(await page.evaluate(() => (window as Recorded).installPrompts)).toBe(1)
  await expect(page.getByText('To install, tap Share, then Add to Home Screen.')).toBeHidden()
}

test('a visitor installs the app from Account once the browser offers it', async ({ page }) => {
  await page.goto('/account')
  await expect(page.getByRole('heading', { level: 1, name: 'Account' })).toBeVisible()
  await installFromScreen(page, 'Account')
})

test('a user installs the app from Profile settings', async ({ page }) => {
  await signIn(page, 'user')
  await page.goto('/profile/settings')
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible()
  await installFromScreen(page, 'Profile settings')
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible()
})

test.describe('on iOS Safari', () => {
  test.use({ userAgent: IPHONE_SAFARI })

  test('Account and Profile settings tell how to add the app to the home screen', async ({
    page,
  }) => {
    const hint = page.getByText('To install, tap Share, then Add to Home Screen.')
    await page.goto('/account')
    await expect(page.getByRole('heading', { level: 1, name: 'Account' })).toBeVisible()
    await expect(hint).toBeVisible()
    await expect(page.getByRole('button', { name: 'Install app' })).toBeHidden()
    await expectAccessible(page, 'Account on iOS Safari')

    await signIn(page, 'user')
    await page.goto('/profile/settings')
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible()
    await expect(hint).toBeVisible()
    await expectAccessible(page, 'Profile settings on iOS Safari')
  })
})

interface ManifestImage {
  src: string
  sizes: string
  type: string
  purpose?: string
  form_factor?: string
}

test('the manifest is complete and every image it names loads at its declared size', async ({
  page,
}) => {
  await page.goto('/account')
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute(
    'href',
    '/manifest.webmanifest',
  )
  const response = await page.request.get('/manifest.webmanifest')
  expect(response.status()).toBe(200)
  const manifest = (await response.json()) as Record<string, unknown> & {
    icons: ManifestImage[]
    screenshots: ManifestImage[]
  }
  expect(manifest).toMatchObject({
    id: '/',
    name: 'Shorts',
    short_name: 'Shorts',
    description: expect.any(String),
    start_url: '/',
    scope: '/',
    display: 'standalone',
    orientation: 'portrait',
    theme_color: '#000000',
    background_color: '#000000',
  })
  const pngSizes = manifest.icons.filter((icon) => icon.type === 'image/png').map((i) => i.sizes)
  expect(pngSizes).toEqual(expect.arrayContaining(['192x192', '512x512']))
  expect(manifest.icons.some((icon) => icon.purpose === 'maskable')).toBe(true)
  expect(manifest.screenshots.map((shot) => shot.form_factor).sort()).toEqual(['narrow', 'wide'])

  const images = [...manifest.icons, ...manifest.screenshots]
  for (const image of images) {
    const file = await page.request.get(image.src)
    expect(file.status(), image.src).toBe(200)
    expect(file.headers()['content-type'], image.src).toContain(image.type)
  }
  const drawnSizes = await page.evaluate(
    (sources) =>
      Promise.all(
        sources.map(
          (src) =>
            new Promise<string>((resolve, reject) => {
              const image = new Image()
              image.onload = () => resolve(`${image.naturalWidth}x${image.naturalHeight}`)
              image.onerror = () => reject(new Error(`${src} did not load`))
              image.src = src
            }),
        ),
      ),
    images.filter((image) => image.sizes !== 'any').map((image) => image.src),
  )
  expect(drawnSizes).toEqual(images.filter((i) => i.sizes !== 'any').map((i) => i.sizes))
})
