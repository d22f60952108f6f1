// Helpers for the creator studio journeys (upload and My Videos): the demo clips, the form's
// fields, a throttled upload line, the progress the page showed, and the creator's list as the
// API holds it.
import fs from 'node:fs'
import path from 'node:path'
import { expect, type APIRequestContext, type Page, type Request } from '@playwright/test'
import type { FeedItem } from '../../../src/api/types'

export const clipPath = (n: number) =>
  path.resolve(import.meta.dirname, `../../../mock-api/media/clip-${n}.mp4`)

export const clipBytes = (n: number) => fs.readFileSync(clipPath(n))

export const uploadForm = (page: Page) => ({
  file: page.getByLabel(/MP4, MOV, AVI max 500Mb/),
  title: page.getByRole('textbox', { name: 'Title' }),
  description: page.getByRole('textbox', { name: 'Description' }),
  access: page.getByRole('group', { name: 'Access' }),
  publicAccess: page.getByRole('radio', { name: 'Public' }),
  privateAccess: page.getByRole('radio', { name: 'Private' }),
  submit: page.getByRole('button', { name: 'Upload', exact: true }),
  cancel: page.getByRole('button', { name: 'Cancel' }),
  /** The bar on the page, under the form (the warning dialog has one of its own). */
  progress: page.locator('form').getByRole('progressbar', { name: 'Upload progress' }),
  failure: page.locator('form').getByRole('alert'),
})

/** The line under the picker naming the chosen file: '<name>, <size>'. */
export const chosenFile = (page: Page, name: string) =>
  page.getByText(new RegExp(`^${name.replace(/[.]/g, '\\.')}, \\d+(\\.\\d)? (KB|MB)$`))

export async function openUpload(page: Page): Promise<void> {
  await page.goto('/profile/upload')
  await expect(page.getByRole('heading', { level: 1, name: 'Upload' })).toBeVisible()
}

export async function fillUpload(
  page: Page,
  values: { clip: number; title: string; description: string; access?: 'Public' | 'Private' },
): Promise<void> {
  const form = uploadForm(page)
  await form.file.setInputFiles(clipPath(values.clip))
  await expect(chosenFile(page, `clip-${values.clip}.mp4`)).toBeVisible()
  await expect(page.getByLabel(`Preview of clip-${values.clip}.mp4`)).toBeAttached()
  await form.title.fill(values.title)
  await form.description.fill(values.description)
  await page.getByRole('radio', { name: values.access ?? 'Public' }).check()
}

/**
 * Chromium tells Playwright a multipart body only for a request that goes through a route, and
 * even then without the file's bytes: a pass-through route makes the upload's text fields and
 * file name readable (`formFields`). The bytes are checked where they arrive: the mock's stored
 * copy (`storedUpload`).
 */
export async function exposeUploadForm(page: Page): Promise<void> {
  await page.route('**/api/v1/upload', (route) => route.continue())
}

/** The bytes the mock stored for an uploaded video (served at the item's `src`). */
export async function storedUpload(request: APIRequestContext, item: FeedItem): Promise<Buffer> {
  const response = await request.get(item.src)
  expect(response.ok()).toBe(true)
  return response.body()
}

/** Every call to the upload endpoint the page starts, in order. */
export function recordUploadCalls(page: Page): Request[] {
  const calls: Request[] = []
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/v1/upload') calls.push(request)
  })
  return calls
}

export const isUploadCall = (request: Request) =>
  new URL(request.url()).pathname === '/api/v1/upload'

/**
 * Slows the page's uploads to `bytesPerSecond` through the DevTools protocol, so that progress
 * can be watched; the returned function lifts the limit.
 */
export async function throttleUploads(page: Page, bytesPerSecond: number) {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Network.enable')
  const limit = (uploadThroughput: number) =>
    cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput,
    })
  await limit(bytesPerSecond)
  return async () => {
    await limit(-1)
    await cdp.detach()
  }
}

/**
 * Starts noting every value the page's own progress bar takes (a bar may live for a moment only,
 * so polling could miss its last value); the returned function reads them.
 */
export async function recordProgress(page: Page): Promise<() => Promise<number[]>> {
  await page.evaluate(() => {
    const seen: number[] = []
    Object.assign(window, { __uploadProgress: seen })
    const read = () => {
      const bar = document.querySelector<HTMLProgressElement>(
        'form progress[aria-label="Upload progress"]',
      )
      if (bar && seen.at(-1) !== bar.value) seen.push(bar.value)
    }
    new MutationObserver(read).observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['value'],
    })
  })
  return () =>
    page.evaluate(() => (window as unknown as { __uploadProgress: number[] }).__uploadProgress)
}

/** The current whole percent of a progress bar. */
export const progressValue = (page: Page) =>
  uploadForm(page).progress.evaluate((bar) => (bar as HTMLProgressElement).value)

/** One page of the creator's own videos, as the API has them (GET /creator-items). */
export async function creatorItems(
  request: APIRequestContext,
  token: string,
  offset = 0,
): Promise<{ items: FeedItem[]; count: number }> {
  const response = await request.get(`/api/v1/creator-items?limit=5&offset=${offset}`, {
    headers: { Authorization: `Bearer ${token}` },
  })
  expect(response.ok()).toBe(true)
  return (await response.json()) as { items: FeedItem[]; count: number }
}

/** All of the creator's videos, newest first. */
export async function allCreatorItems(
  request: APIRequestContext,
  token: string,
): Promise<FeedItem[]> {
  const first = await creatorItems(request, token)
  const items = [...first.items]
  while (items.length < first.count) {
    items.push(...(await creatorItems(request, token, items.length)).items)
  }
  return items
}

/** The rows of My Videos and the row of one title. */
export const videoRows = (page: Page) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2 }) })
export const videoRow = (page: Page, title: string) =>
  videoRows(page).filter({ has: page.getByRole('heading', { level: 2, name: title, exact: true }) })
export const rowTitles = (page: Page) => videoRows(page).getByRole('heading', { level: 2 })

export const toast = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text })
