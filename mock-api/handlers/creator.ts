// The creator calls: uploads and the creator's own list and paid/free switch.
import { http } from 'msw'
import type { Permission } from '../../src/api/types'
import { db, newId, now } from '../db'
import { saveUpload } from '../uploads'
import { newestFirst, toFeedItem } from '../views'
import {
  api,
  fail,
  invalidField,
  ok,
  pageParams,
  readForm,
  readJson,
  requireRole,
  requireSession,
  text,
} from './respond'

export const VIDEO_MAX_BYTES = 500 * 1024 * 1024
const VIDEO_EXTENSIONS = /\.(mp4|m4v|mov|avi|webm|mkv)$/i
const PERMISSIONS: Permission[] = ['PUBLIC', 'PRIVATE']

export const creatorHandlers = [
  http.post(api('/upload'), async ({ request }) => {
    const user = requireRole(request, ['creator', 'admin'])
    if (user instanceof Response) return user
    const declared = Number(request.headers.get('Content-Length') ?? 0)
    if (declared > VIDEO_MAX_BYTES + 1024 * 1024)
      return fail(413, 'The video is larger than 500 MB.')
    const form = await readForm(request)
    const file = form?.get('videoData')
    if (!form || !(file instanceof File) || file.size === 0) {
      return invalidField('videoData', 'Choose a video file.')
    }
    if (file.size > VIDEO_MAX_BYTES) return fail(413, 'The video is larger than 500 MB.')
    if (!file.type.startsWith('video/') && !VIDEO_EXTENSIONS.test(file.name)) {
      return fail(415, 'This file is not a video.')
    }
    const name = text(form, 'videoName')
    if (!name) return invalidField('videoName', 'Title is required.')
    const description = text(form, 'videoDescription')
    if (!description) return invalidField('videoDescription', 'Description is required.')
    if (description.length > 300) return invalidField('videoDescription', 'At most 300 characters.')
    const access = text(form, 'videoAccess')
    const permission: Permission = access === 'PRIVATE' ? 'PRIVATE' : 'PUBLIC'
    const ext = /\.([a-z0-9]+)$/i.exec(file.name)?.[1] ?? 'mp4'
    const src = saveUpload(new Uint8Array(await file.arrayBuffer()), ext)
    const id = newId('v')
    db.videos.push({
      id,
      ownerId: user.id,
      name,
      description,
      src,
      poster: '/media/poster-1.jpg',
      permission,
      isVerified: false,
      status: 'UPLOADED',
      createdAt: now(),
      likedBy: [],
      favoritedBy: [],
      // A file named to fail ends in ERROR (for trying the error state).
      upload: { uploadedAt: now(), fails: /fail/i.test(file.name) },
    })
    return ok({ id, status: 'UPLOADED' })
  }),

  http.get(api('/creator-items'), ({ request }) => {
    const user = requireRole(request, ['creator', 'admin'])
    if (user instanceof Response) return user
    const { limit, offset } = pageParams(new URL(request.url), 5)
    const own = db.videos.filter((video) => video.ownerId === user.id).sort(newestFirst)
    return ok({
      items: own.slice(offset, offset + limit).map((video) => toFeedItem(video, user)),
      count: own.length,
    })
  }),

  http.put(api('/item/:id'), async ({ request, params }) => {
    const user = requireSession(request)
    if (user instanceof Response) return user
    const video = db.videos.find((candidate) => candidate.id === String(params.id))
    if (!video) return fail(404, 'Video not found.')
    if (video.ownerId !== user.id) return fail(403, 'You can only change your own videos.')
    const body = await readJson(request)
    const permission = body?.permission
    if (!PERMISSIONS.includes(permission as Permission)) {
      return invalidField('permission', 'permission must be PUBLIC or PRIVATE.')
    }
    video.permission = permission as Permission
    return ok(toFeedItem(video, user))
  }),
]
