// The staff calls: moderation lists and changes, users, creator grant and rewards.
import { http } from 'msw'
import type { Permission, Role } from '../../src/api/types'
import { db, findUserByEmail, newId, now } from '../db'
import { grantCreator } from '../kyc'
import { newestFirst, toFeedItem, toUser } from '../views'
import {
  api,
  EMAIL_PATTERN,
  fail,
  invalidField,
  ok,
  pageParams,
  readForm,
  readJson,
  requireRole,
  text,
} from './respond'

const STAFF: Role[] = ['manager', 'admin']
const ASSIGNABLE_ROLES: Role[] = ['user', 'creator', 'manager']

export const adminHandlers = [
  http.get(api('/manager/items/:owner'), ({ request, params }) => {
    const staff = requireRole(request, STAFF, { verifiedManager: true })
    if (staff instanceof Response) return staff
    const url = new URL(request.url)
    const { limit, offset } = pageParams(url, 10)
    const owner = String(params.owner)
    const verified = url.searchParams.get('isVerified')
    const videos = db.videos
      .filter((video) => owner === 'all' || video.ownerId === owner)
      .filter((video) => verified === null || String(video.isVerified) === verified)
      .sort(newestFirst)
    return ok({
      items: videos
        .slice(offset, offset + limit)
        .map((video) => toFeedItem(video, staff, { staffView: true })),
      hasMore: offset + limit < videos.length,
      count: videos.length,
    })
  }),

  http.put(api('/manager/items/:id'), async ({ request, params }) => {
    const staff = requireRole(request, STAFF)
    if (staff instanceof Response) return staff
    const video = db.videos.find((candidate) => candidate.id === String(params.id))
    if (!video) return fail(404, 'Video not found.')
    const body = (await readJson(request)) ?? {}
    if ('isVerified' in body && typeof body.isVerified !== 'boolean') {
      return invalidField('isVerified', 'isVerified must be true or false.')
    }
    if ('permission' in body && body.permission !== 'PUBLIC' && body.permission !== 'PRIVATE') {
      return invalidField('permission', 'permission must be PUBLIC or PRIVATE.')
    }
    if (typeof body.isVerified === 'boolean') video.isVerified = body.isVerified
    if (body.permission) video.permission = body.permission as Permission
    return ok()
  }),

  http.get(api('/users'), ({ request }) => {
    const staff = requireRole(request, STAFF, { verifiedManager: true })
    if (staff instanceof Response) return staff
    return ok({ items: db.users.map(toUser) })
  }),

  http.delete(api('/user/:id'), ({ request, params }) => {
    const admin = requireRole(request, ['admin'])
    if (admin instanceof Response) return admin
    const user = db.users.find((candidate) => candidate.id === String(params.id))
    if (!user) return fail(404, 'User not found.')
    if (user.id === admin.id) return fail(403, 'You cannot delete your own account here.')
    db.users = db.users.filter((candidate) => candidate !== user)
    db.videos = db.videos.filter((video) => video.ownerId !== user.id)
    for (const [token, userId] of db.sessions) if (userId === user.id) db.sessions.delete(token)
    return ok()
  }),

  http.put(api('/user/:id'), async ({ request, params }) => {
    const staff = requireRole(request, STAFF)
    if (staff instanceof Response) return staff
    const user = db.users.find((candidate) => candidate.id === String(params.id))
    if (!user) return fail(404, 'User not found.')
    const body = (await readJson(request)) ?? {}
    if ('isVerified' in body && typeof body.isVerified !== 'boolean') {
      return invalidField('isVerified', 'isVerified must be true or false.')
    }
    if ('role' in body && !ASSIGNABLE_ROLES.includes(body.role as Role)) {
      return invalidField('role', 'role must be user, creator or manager.')
    }
    if (user.role === 'admin' && staff.role !== 'admin') {
      return fail(403, 'Only an admin can change an admin.')
    }
    if (typeof body.isVerified === 'boolean') user.isVerified = body.isVerified
    if (body.role) user.role = body.role as Role
    return ok()
  }),

  http.post(api('/typeform/webhook'), async ({ request }) => {
    const staff = requireRole(request, STAFF)
    if (staff instanceof Response) return staff
    const form = await readForm(request)
    const user = findUserByEmail(form ? text(form, 'email') : '')
    if (!user) return fail(404, 'No user has this e-mail.')
    grantCreator(user)
    return ok()
  }),

  http.post(api('/manager/apply-reward'), async ({ request }) => {
    const staff = requireRole(request, STAFF)
    if (staff instanceof Response) return staff
    const form = await readForm(request)
    if (!form) return invalidField('email', 'Email is required.')
    const email = text(form, 'email')
    if (!EMAIL_PATTERN.test(email)) return invalidField('email', 'Incorrect Email')
    const value = Number(text(form, 'value'))
    if (!Number.isFinite(value) || value <= 0) {
      return invalidField('value', 'The reward must be a positive number.')
    }
    const description = text(form, 'description')
    if (description.length < 8) return invalidField('description', 'min. 8 symbols')
    const user = findUserByEmail(email)
    if (!user) return fail(404, 'No user has this e-mail.')
    db.transactions.push({
      id: newId('t'),
      userId: user.id,
      date: now(),
      description,
      type: 'RECEIVED',
      value,
    })
    return ok()
  }),
]
