// Profiles as the API gives them, and a touch drag on any element (the feed's
// swipe in swipe.ts only flicks the feed).
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test'
import type { FeedItem, Link, PublicUser, Statistic } from '../../../src/api/types'

export type Profile = {
  userdata: PublicUser
  links: Link[]
  statistic: Statistic
  videos: FeedItem[]
}

/** GET /api/v1{path}, as the holder of `token` or as a visitor. */
export async function apiGet<T>(request: APIRequestContext, path: string, token?: string) {
  const response = await request.get(`/api/v1${path}`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  })
  expect(response.ok(), `GET ${path}`).toBe(true)
  return (await response.json()) as T
}

export const profileOf = (request: APIRequestContext, username: string, token?: string) =>
  apiGet<Profile>(request, `/creator-statistic/${encodeURIComponent(username)}`, token)

/** Locked: paid (PRIVATE) and without a source for this caller. */
export const isLocked = (item: FeedItem) => item.permission === 'PRIVATE' && item.src === ''

/** A finger on the middle of `target`, moved `dy` CSS px (positive = down) in four moves. */
export async function touchDrag(page: Page, target: Locator, dy: number): Promise<void> {
  const box = await target.boundingBox()
  if (!box) throw new Error(`${target.toString()} is not on screen`)
  const cdp = await page.context().newCDPSession(page)
  const x = Math.round(box.x + box.width / 2)
  const y = Math.round(box.y + box.height / 2 - dy / 2)
  const touch = (
    type: 'touchStart' | 'touchMove' | 'touchEnd',
    touchPoints: { x: number; y: number }[],
  ) => cdp.send('Input.dispatchTouchEvent', { type, touchPoints })
  await touch('touchStart', [{ x, y }])
  for (const step of [1, 2, 3, 4]) await touch('touchMove', [{ x, y: y + (dy * step) / 4 }])
  await touch('touchEnd', [])
  await cdp.detach()
}
