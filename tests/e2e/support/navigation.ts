// The bottom navigation: five entries, three of them links.
import type { Page } from '@playwright/test'

/** The bottom navigation's link named `name` (Home, Wallet, Account or Profile). */
export const navLink = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name })
