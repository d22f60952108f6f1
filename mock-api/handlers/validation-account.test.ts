// The refusals of the sign-in, sign-up, restore and profile calls: 400/404/409/413/415/422 with
// their bodies, and the 200 { error } of POST /registration.
import { describe, expect, it } from 'vitest'
import { encrypt } from '../test-support/api-call'
import { useInProcessMock } from '../test-support/in-process'

const api = useInProcessMock()

const error = { message: expect.any(String) }
const fieldError = (field: string) => ({ message: expect.any(String), field })

describe('sign-in and sign-up', () => {
  it('POST /login answers 400 for a plain-text password and 401 for an unknown e-mail', async () => {
    const form = { email: 'user@demo.test', password: 'Demo-pass-2026' }
    expect(await api.call('POST', '/login', { form })).toEqual({ status: 400, body: error })
    const unknown = { email: 'ghost@demo.test', password: encrypt('Demo-pass-2026') }
    expect(await api.call('POST', '/login', { form: unknown })).toEqual({
      status: 401,
      body: error,
    })
  })

  it('POST /send-code answers 422 for an invalid e-mail', async () => {
    expect(await api.call('POST', '/send-code', { query: { email: 'nope' } })).toEqual({
      status: 422,
      body: { message: 'Incorrect Email', field: 'email' },
    })
  })

  it('POST /send-code counts attempts and answers 429 with nextAttemptTime until the wait is over', async () => {
    const query = { email: 'wait@example.test' }
    const first = await api.call<{ nextAttemptTime: number; attempts: number }>(
      'POST',
      '/send-code',
      { query },
    )
    expect(first.body).toEqual({ nextAttemptTime: expect.any(Number), attempts: 1 })
    expect(await api.call('POST', '/send-code', { query })).toEqual({
      status: 429,
      body: { ...error, nextAttemptTime: first.body.nextAttemptTime },
    })
    await api.call('POST', '/__mock/clock', { json: { advanceMs: 60_000 } })
    const second = await api.call<{ nextAttemptTime: number; attempts: number }>(
      'POST',
      '/send-code',
      { query },
    )
    expect(second.body.attempts).toBe(2)
    // The mock's clock is the real one plus the shift, so a few real milliseconds may pass too.
    expect(second.body.nextAttemptTime).toBeGreaterThanOrEqual(first.body.nextAttemptTime + 60_000)
  })

  const signUp = {
    email: 'new@example.test',
    password: encrypt('Fresh-pass-2026'),
    referralCode: '',
    agreementStatus: 'true',
    verificationCode: '123456',
  }
  const register = (changes: Record<string, string>) =>
    api.call('POST', '/registration', { form: { ...signUp, ...changes } })

  it('POST /registration refuses a plain-text password (400) and no agreement (422)', async () => {
    expect(await register({ password: 'x' })).toEqual({ status: 400, body: error })
    expect(await register({ agreementStatus: 'false' })).toEqual({
      status: 422,
      body: fieldError('agreementStatus'),
    })
  })

  it('POST /registration wants more than 8 characters: 8 are refused with 422, 9 accepted', async () => {
    expect(await register({ password: encrypt('8-chars!') })).toEqual({
      status: 422,
      body: { message: 'More than 8 characters', field: 'password' },
    })
    expect(await register({ password: encrypt('9-chars!!') })).toEqual({ status: 200, body: {} })
  })

  it('POST /registration answers a wrong code with 200 { error }; the demo code 123456 always passes', async () => {
    await api.call('POST', '/send-code', { query: { email: signUp.email } })
    expect(await register({ verificationCode: '000000' })).toEqual({
      status: 200,
      body: { error: expect.any(String) },
    })
    expect(await register({})).toEqual({ status: 200, body: {} })
  })

  it('POST /registration answers 409 for a registered e-mail', async () => {
    expect(await register({ email: 'user@demo.test' })).toEqual({ status: 409, body: error })
  })

  it('POST /restore answers 404 for an unknown e-mail', async () => {
    const answer = await api.call('POST', '/restore', { form: { email: 'x@nowhere.test' } })
    expect(answer).toEqual({ status: 404, body: error })
  })

  async function mailedNonce(): Promise<string> {
    await api.call('POST', '/restore', { form: { email: 'user@demo.test' } })
    const mail = await api.call<{ resetLink: string }>('GET', '/__mock/mail', {
      query: { email: 'user@demo.test' },
    })
    return new URL(mail.body.resetLink).searchParams.get('nonce') ?? ''
  }
  const confirmRestore = (nonce: string, value: string) =>
    api.call('POST', '/confirm-restore', { query: { nonce, value } })

  it('POST /confirm-restore refuses an unknown nonce and a plain-text value', async () => {
    const value = encrypt('Another-pass-2026')
    expect(await confirmRestore('nonce_bogus', value)).toEqual({ status: 400, body: error })
    const nonce = await mailedNonce()
    expect((await confirmRestore(nonce, 'Another-pass-2026')).status).toBe(400)
    // A refused value leaves the nonce usable.
    expect((await confirmRestore(nonce, value)).status).toBe(200)
  })

  it('POST /confirm-restore wants more than 8 characters: 8 are refused with 422, 9 accepted', async () => {
    const nonce = await mailedNonce()
    expect(await confirmRestore(nonce, encrypt('8-chars!'))).toEqual({
      status: 422,
      body: { message: 'More than 8 characters', field: 'value' },
    })
    expect(await confirmRestore(nonce, encrypt('9-chars!!'))).toEqual({ status: 200, body: {} })
  })
})

describe('profile', () => {
  it('PUT /user-avatar answers 415 for an image other than PNG and 413 over 30 MB', async () => {
    const token = await api.login('user')
    const send = (avatar: File) => api.call('PUT', '/user-avatar', { token, form: { avatar } })
    const jpeg = new File(['x'], 'a.jpg', { type: 'image/jpeg' })
    expect(await send(jpeg)).toEqual({ status: 415, body: error })
    const huge = new File([new Uint8Array(30 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' })
    expect(await send(huge)).toEqual({ status: 413, body: error })
  })

  it('PUT /user-settings answers 409 for a taken username and 422 for invalid fields', async () => {
    const token = await api.login('user')
    const send = (form: Record<string, string>) =>
      api.call('PUT', '/user-settings', { token, form })
    expect(await send({ username: 'demo_creator' })).toEqual({
      status: 409,
      body: fieldError('username'),
    })
    expect(await send({ username: '_bad_' })).toEqual({ status: 422, body: fieldError('username') })
    expect(await send({ Web: 'not a url' })).toEqual({ status: 422, body: fieldError('Web') })
    expect(await send({ description: 'x'.repeat(301) })).toEqual({
      status: 422,
      body: fieldError('description'),
    })
  })
})
