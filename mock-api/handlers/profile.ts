// The profile calls: settings, statistics, the caller's lists, KYC token, wallet, avatar
// and profile settings.
import { http } from 'msw'
import type { Link, LinkName } from '../../src/api/types'
import { db, type DbUser } from '../db'
import { issueKycToken } from '../kyc'
import { saveUpload } from '../uploads'
import {
  balanceOf,
  formatPoints,
  isPublished,
  newestFirst,
  statisticOf,
  toFeedItem,
  toPublicUser,
  toTransaction,
  toUser,
} from '../views'
import {
  api,
  fail,
  invalidField,
  ok,
  pageParams,
  readForm,
  requireSession,
  text,
  viewerOf,
} from './respond'

export const AVATAR_MAX_BYTES = 30 * 1024 * 1024
const USERNAME = /^(?=.{2,20}$)[a-z0-9]+(?:_[a-z0-9]+)*$/
const LINK_NAMES: LinkName[] = ['Web', 'Instagram', 'Twitter']

const currency = { decimal: 4, name: 'Points', symbol: 'POINTS' } as const

function isUrl(value: string): boolean {
  try {
    const url = new URL(value)
    return url.protocol === 'http:' || url.protocol === 'https:'
  } catch {
    return false
  }
}

function applySettings(user: DbUser, form: FormData): Response | null {
  if (form.has('username')) {
    const username = text(form, 'username')
    if (!USERNAME.test(username)) {
      return invalidField(
        'username',
        'must be between 2 and 20 characters long, with an underscore delimiter allowed inside',
      )
    }
    if (db.users.some((other) => other.username === username && other.id !== user.id)) {
      return fail(409, 'This username is already taken.', { field: 'username' })
    }
  }
  if (form.has('description') && text(form, 'description').length > 300) {
    return invalidField('description', 'At most 300 characters.')
  }
  const web = text(form, 'Web')
  if (form.has('Web') && web && !isUrl(web)) return invalidField('Web', 'Enter a valid URL.')

  if (form.has('username')) user.username = text(form, 'username')
  if (form.has('fullname')) user.fullname = text(form, 'fullname')
  if (form.has('description')) user.description = text(form, 'description')
  for (const name of LINK_NAMES.filter((link) => form.has(link))) {
    const value = text(form, name)
    user.links = user.links.filter((link) => link.name !== name)
    if (value) user.links.push({ name, value })
  }
  return null
}

export const profileHandlers = [
  http.get(api('/settings'), () => ok(db.settings)),

  http.get(api('/user-statistic'), ({ request }) => {
    const user = requireSession(request)
    if (user instanceof Response) return user
    return ok({ ...toUser(user), userLinks: user.links, userStatistics: [statisticOf(user)] })
  }),

  http.get(api('/creator-statistic/:username'), ({ request, params }) => {
    const name = decodeURIComponent(String(params.username))
    const owner = db.users.find((user) => user.username === name || user.id === name)
    if (!owner) return fail(404, 'Profile not found')
    const viewer = viewerOf(request)
    const videos = db.videos
      .filter((video) => video.ownerId === owner.id && isPublished(video))
      .sort(newestFirst)
      .map((video) => toFeedItem(video, viewer))
    const links: Link[] = owner.links
    return ok({
      userdata: toPublicUser(owner),
      links,
      statistic: statisticOf(owner),
      videoCounts: videos.length,
      videos,
    })
  }),

  http.get(api('/user-liked-videos'), ({ request }) => {
    const user = requireSession(request)
    if (user instanceof Response) return user
    const items = db.videos.filter((video) => video.likedBy.includes(user.id)).sort(newestFirst)
    return ok({ items: items.map((video) => toFeedItem(video, user)) })
  }),

  http.get(api('/user-favorite-videos'), ({ request }) => {
    const user = requireSession(request)
    if (user instanceof Response) return user
    const items = db.videos.filter((video) => video.favoritedBy.includes(user.id)).sort(newestFirst)
    return ok({ items: items.map((video) => toFeedItem(video, user)) })
  }),

  http.get(api('/kyc/access-token'), ({ request }) => {
    const user = requireSession(request)
    if (user instanceof Response) return user
    return ok({ kycAccessToken: issueKycToken(user.id) })
  }),

  http.get(api('/wallet'), ({ request }) => {
    const user = requireSession(request)
    if (user instanceof Response) return user
    const { limit, offset } = pageParams(new URL(request.url), 10)
    const rows = db.transactions.filter((t) => t.userId === user.id).sort((a, b) => b.date - a.date)
    const balance = balanceOf(user.id)
    return ok({
      balance,
      balanceFormatted: formatPoints(balance),
      currency,
      transactions: {
        hasMore: offset + limit < rows.length,
        count: rows.length,
        items: rows.slice(offset, offset + limit).map(toTransaction),
      },
    })
  }),

  http.put(api('/user-avatar'), async ({ request }) => {
    const user = requireSession(request)
    if (user instanceof Response) return user
    const form = await readForm(request)
    const file = form?.get('avatar')
    if (!(file instanceof File)) return invalidField('avatar', 'Choose an image.')
    if (file.size > AVATAR_MAX_BYTES) return fail(413, 'The image is larger than 30 MB.')
    if (file.type !== 'image/png') return fail(415, 'The avatar must be a PNG image.')
    user.avatar = saveUpload(new Uint8Array(await file.arrayBuffer()), 'png')
    const { avatar, avatarThumb } = toUser(user)
    return ok({ avatar, avatarThumb })
  }),

  http.put(api('/user-settings'), async ({ request }) => {
    const user = requireSession(request)
    if (user instanceof Response) return user
    const form = await readForm(request)
    if (!form) return invalidField('fullname', 'Nothing to update.')
    return applySettings(user, form) ?? ok(toUser(user))
  }),
]
