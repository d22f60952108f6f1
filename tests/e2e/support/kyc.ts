// The identity-check widget in the browser journeys: the SDK's frame (titled by the app) and the
// mock's stand-in inside it, which says 'Ready for review.' once the handshake is done.
import { expect, type Page } from '@playwright/test'

export const widget = (page: Page) => page.frameLocator('iframe[title="Identity verification"]')

export async function expectWidgetReady(page: Page) {
  await expect(widget(page).getByRole('status')).toHaveText('Ready for review.')
}
