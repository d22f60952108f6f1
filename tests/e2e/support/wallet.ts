// The wallet as the API gives it (GET /wallet) and as the Wallet screen shows its history.
import { expect, type APIRequestContext, type Page } from '@playwright/test'
import type { Transaction, Wallet } from '../../../src/api/types'
import { nextApiRequest, pathAndQuery } from './requests'

/** One page of the wallet of the holder of `token`. */
export async function walletPage(request: APIRequestContext, token: string, offset = 0) {
  const response = await request.get(`/api/v1/wallet?limit=10&offset=${offset}`, {
    headers: { Authorization: `Bearer ${token}` },
  })
  expect(response.ok()).toBe(true)
  return (await response.json()) as Wallet
}

/** Runs `action` and returns the path and query of the wallet call it made. */
export async function walletCall(page: Page, action: () => Promise<unknown>): Promise<string> {
  const sent = nextApiRequest(page, 'GET', '/wallet')
  await action()
  return pathAndQuery(await sent)
}

interface Viewer {
  now: number
  timeZone: string
  locale: string
}

/** The heading the viewer sees above a transaction made at `iso`. */
function dayLabel(iso: string, { now, timeZone, locale }: Viewer): string {
  const day = (time: number) => new Date(time).toLocaleDateString('en-CA', { timeZone })
  const date = Date.parse(iso)
  if (day(date) === day(now)) return 'Today'
  if (day(date) === day(now - 86_400_000)) return 'Yesterday'
  return new Date(date).toLocaleDateString(locale, { timeZone, dateStyle: 'medium' })
}

/** The history shows exactly `items`, newest first, under their day, with a time and a sign. */
export async function expectHistory(page: Page, items: Transaction[]): Promise<void> {
  const viewer = await page.evaluate((): Viewer => {
    const { timeZone, locale } = Intl.DateTimeFormat().resolvedOptions()
    return { now: Date.now(), timeZone, locale }
  })
  const sign = (type: string) => (type === 'PURCHASE' || type === 'WITHDRAW' ? '-' : '+')
  const expected = items.map(({ date, description, type, valueFormatted }) =>
    [dayLabel(date, viewer), description, date, `${sign(type)}${valueFormatted}`].join(' | '),
  )
  const shown = () =>
    page
      .getByRole('region', { name: 'Transactions' })
      .getByRole('listitem')
      .evaluateAll((lis) =>
        lis.map((li) => {
          const time = li.querySelector('time')
          const day = li.closest('section')?.querySelector('h3')?.textContent
          const when = time?.textContent?.trim() && time.dateTime // a relative time is written
          return [
            day,
            li.querySelector('span')?.textContent,
            when,
            li.lastElementChild?.textContent,
          ].join(' | ')
        }),
      )
  await expect.poll(shown, { message: 'transactions shown' }).toEqual(expected)
}
