// Shared pieces of the handlers: URL patterns (origin-agnostic, so the same handlers serve jsdom
// tests and the Node server), JSON answers, the caller's session and role checks, body parsing.
import { http, HttpResponse } from 'msw'
import type { Role } from '../../src/api/types'
import { db, type DbUser } from '../db'

export const api = (path: string) => `*/api/v1${path}`

export const ok = (body: object = {}) => HttpResponse.json(body)

export const fail = (status: number, message: string, extra: object = {}) =>
  HttpResponse.json({ message, ...extra }, { status })

export const invalidField = (field: string, message: string) => fail(422, message, { field })

function bearer(request: Request): string | null {
  const header = request.headers.get('Authorization') ?? ''
  const match = /^Bearer\s+(.+)$/i.exec(header)
  return match?.[1]?.trim() || null
}

/** The signed-in caller; null for a visitor; 'invalid' for an unknown or revoked token. */
export function sessionOf(request: Request): DbUser | null | 'invalid' {
  const token = bearer(request)
  if (!token) return null
  const userId = db.sessions.get(token)
  return db.users.find((user) => user.id === userId) ?? 'invalid'
}

export function tokenOf(request: Request): string | null {
  return bearer(request)
}

/**
 * The caller where a visitor is allowed. An unknown or expired token never gets this far: the
 * session check in front of every call answers 401 (`refuseUnknownToken`).
 */
export function viewerOf(request: Request): DbUser | null {
  const session = sessionOf(request)
  return session === 'invalid' ? null : session
}

export const SESSION_EXPIRED_MESSAGE = 'Your session has expired. Please log in again.'

/**
 * As strict as docs/api.md allows: a call that carries a token the API does not know (never
 * issued, logged out, expired) is answered 401, whoever may make that call without one, sign-in
 * included. A visitor is a caller without a token, never one with a dead token.
 */
export const refuseUnknownToken = http.all(api('/*'), ({ request }) =>
  sessionOf(request) === 'invalid' ? fail(401, SESSION_EXPIRED_MESSAGE) : undefined,
)

/** The caller, or a 401 answer. */
export function requireSession(request: Request): DbUser | Response {
  const session = sessionOf(request)
  if (session === null || session === 'invalid') return fail(401, 'Please log in to continue.')
  return session
}

/** The caller holding one of `roles` (managers only when verified, if asked), or 401/403. */
export function requireRole(
  request: Request,
  roles: readonly Role[],
  { verifiedManager = false } = {},
): DbUser | Response {
  const user = requireSession(request)
  if (user instanceof Response) return user
  const allowed =
    roles.includes(user.role) && !(verifiedManager && user.role === 'manager' && !user.isVerified)
  return allowed ? user : fail(403, 'You do not have permission to do this.')
}

export async function readForm(request: Request): Promise<FormData | null> {
  try {
    return await request.formData()
  } catch {
    return null
  }
}

export async function readJson(request: Request): Promise<Record<string, unknown> | null> {
  try {
    const body: unknown = await request.json()
    return body && typeof body === 'object' ? (body as Record<string, unknown>) : null
  } catch {
    return null
  }
}

export const text = (form: FormData, name: string) => {
  const value = form.get(name)
  return typeof value === 'string' ? value.trim() : ''
}

export const EMAIL_PATTERN = /^[^\s@]{1,64}@[^\s@]+\.[^\s@]+$/

export function pageParams(url: URL, defaultLimit: number) {
  const limit = Number(url.searchParams.get('limit') ?? defaultLimit)
  const offset = Number(url.searchParams.get('offset') ?? 0)
  return {
    limit: Number.isInteger(limit) && limit > 0 ? Math.min(limit, 100) : defaultLimit,
    offset: Number.isInteger(offset) && offset >= 0 ? offset : 0,
  }
}
