// The auth calls: sign-in, session, sign-up with a mailed code, password restore.
import { http } from 'msw'
import { SIGN_UP_BONUS_POINTS } from '../../src/config/product'
import { db, findUserByEmail, newId, now } from '../db'
import { mailCode, mailResetLink } from '../mail-log'
import { decryptPassword } from '../password'
import { toUser } from '../views'
import {
  api,
  EMAIL_PATTERN,
  fail,
  invalidField,
  ok,
  readForm,
  requireSession,
  SESSION_EXPIRED_MESSAGE,
  sessionOf,
  text,
  tokenOf,
} from './respond'

export const SEND_CODE_WAIT_MS = 60_000
export const DEMO_CODE = '123456'

function uniqueUsername(email: string): string {
  const stem =
    (email.split('@')[0] ?? '')
      .toLowerCase()
      .replace(/[^a-z0-9_]/g, '_')
      .replace(/_+/g, '_')
      .replace(/^_|_$/g, '')
      .slice(0, 16) || 'user'
  const base = stem.length >= 2 ? stem : `${stem}_user`
  let name = base
  for (let i = 2; db.users.some((user) => user.username === name); i += 1) name = `${base}${i}`
  return name
}

export const authHandlers = [
  http.post(api('/login'), async ({ request }) => {
    const form = await readForm(request)
    if (!form) return invalidField('email', 'Email and password are required.')
    const password = decryptPassword(text(form, 'password'))
    if (password === null) return fail(400, 'The password must be encrypted.')
    const user = findUserByEmail(text(form, 'email'))
    if (!user || user.password !== password) return fail(401, 'Wrong e-mail or password.')
    const accessToken = `${newId('tok_')}_${user.id}`
    db.sessions.set(accessToken, user.id)
    return ok({ accessToken, user: toUser(user) })
  }),

  http.post(api('/logout'), ({ request }) => {
    const user = requireSession(request)
    if (user instanceof Response) return user
    const token = tokenOf(request)
    if (token) db.sessions.delete(token)
    return ok()
  }),

  http.get(api('/auth-status'), ({ request }) => {
    const session = sessionOf(request)
    if (session === 'invalid') return fail(401, SESSION_EXPIRED_MESSAGE)
    return ok(session ? toUser(session) : {})
  }),

  http.post(api('/send-code'), ({ request }) => {
    const email = new URL(request.url).searchParams.get('email')?.trim() ?? ''
    if (!EMAIL_PATTERN.test(email)) return invalidField('email', 'Incorrect Email')
    const previous = db.sentCodes.get(email)
    if (previous && now() < previous.nextAttemptTime) {
      return fail(429, 'Please wait before asking for a new code.', {
        nextAttemptTime: previous.nextAttemptTime,
      })
    }
    const code = String(100000 + Math.floor(Math.random() * 900000))
    const sent = {
      code,
      nextAttemptTime: now() + SEND_CODE_WAIT_MS,
      attempts: (previous?.attempts ?? 0) + 1,
    }
    db.sentCodes.set(email, sent)
    mailCode(email, code)
    return ok({ nextAttemptTime: sent.nextAttemptTime, attempts: sent.attempts })
  }),

  http.get(api('/check-is-email-exist/:email'), ({ params }) =>
    ok({ isExist: !!findUserByEmail(decodeURIComponent(String(params.email))) }),
  ),

  http.post(api('/registration'), async ({ request }) => {
    const form = await readForm(request)
    if (!form) return invalidField('email', 'Email is required.')
    const email = text(form, 'email')
    if (!EMAIL_PATTERN.test(email)) return invalidField('email', 'Incorrect Email')
    if (findUserByEmail(email)) return fail(409, 'User Already Exist')
    const password = decryptPassword(text(form, 'password'))
    if (password === null) return fail(400, 'The password must be encrypted.')
    if (password.length <= 8) return invalidField('password', 'More than 8 characters')
    if (text(form, 'agreementStatus') !== 'true') {
      return invalidField('agreementStatus', 'Please accept the Terms of Service.')
    }
    const code = text(form, 'verificationCode')
    // A wrong code is answered 200 with { error }, a failure the sign-up contract allows.
    if (code !== DEMO_CODE && code !== db.sentCodes.get(email)?.code) {
      return ok({ error: 'Invalid verification code' })
    }
    const id = newId('u')
    db.users.push({
      id,
      email,
      password,
      role: 'user',
      isVerified: true,
      username: uniqueUsername(email),
      fullname: '',
      description: '',
      avatar: '',
      isKycVerified: false,
      hasCreatorRequest: false,
      links: [],
    })
    db.transactions.push({
      id: newId('t'),
      userId: id,
      date: now(),
      description: 'Sign-up bonus',
      type: 'BONUS',
      value: SIGN_UP_BONUS_POINTS,
    })
    db.sentCodes.delete(email)
    return ok()
  }),

  http.post(api('/restore'), async ({ request }) => {
    const form = await readForm(request)
    const email = form ? text(form, 'email') : ''
    const user = findUserByEmail(email)
    if (!user) return fail(404, 'No account uses this e-mail.')
    const nonce = newId('nonce_') + Math.random().toString(36).slice(2, 10)
    db.restoreNonces.set(nonce, user.id)
    mailResetLink(user.email, `${new URL(request.url).origin}/change-password?nonce=${nonce}`)
    return ok()
  }),

  http.post(api('/confirm-restore'), ({ request }) => {
    const params = new URL(request.url).searchParams
    const userId = db.restoreNonces.get(params.get('nonce') ?? '')
    const user = db.users.find((candidate) => candidate.id === userId)
    if (!user) return fail(400, 'This reset link is invalid or has already been used.')
    const password = decryptPassword(params.get('value') ?? '')
    if (password === null) return fail(400, 'The password must be encrypted.')
    if (password.length <= 8) return invalidField('value', 'More than 8 characters')
    user.password = password
    db.restoreNonces.delete(params.get('nonce') ?? '')
    return ok()
  }),
]
