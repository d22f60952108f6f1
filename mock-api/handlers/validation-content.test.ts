// The refusals of the content and administration calls beyond roles:
// 404/413/415/422 with their bodies.
import { describe, expect, it } from 'vitest'
import { handle, ORIGIN, useInProcessMock } from '../test-support/in-process'

const api = useInProcessMock()

const error = { message: expect.any(String) }
const fieldError = (field: string) => ({ message: expect.any(String), field })

describe('content', () => {
  it('answers 404 for unknown videos', async () => {
    const token = await api.login('admin')
    expect(await api.call('GET', '/items/v999')).toEqual({ status: 404, body: error })
    expect((await api.call('DELETE', '/items/v999', { token })).status).toBe(404)
    expect((await api.call('PUT', '/video-purchase-one-day/v999', { token })).status).toBe(404)
    const like = await api.call('POST', '/likes', { token, json: { videoId: 'v999' } })
    expect(like.status).toBe(404)
    const moderate = await api.call('PUT', '/manager/items/v999', { token, json: {} })
    expect(moderate.status).toBe(404)
  })

  it('POST /likes and PUT /item/{id} answer 422 for a missing videoId or an unknown permission', async () => {
    const token = await api.login('creator')
    expect(await api.call('POST', '/likes', { token, json: {} })).toEqual({
      status: 422,
      body: fieldError('videoId'),
    })
    const change = await api.call('PUT', '/item/v1', { token, json: { permission: 'FREE' } })
    expect(change).toEqual({ status: 422, body: fieldError('permission') })
  })

  it('POST /upload answers 413 for a declared size over 500 MB before reading the body', async () => {
    const token = await api.login('creator')
    const request = new Request(`${ORIGIN}/api/v1/upload`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Length': String(600 * 1024 * 1024) },
      body: new FormData(),
    })
    const response = await handle(request)
    expect(response.status).toBe(413)
    expect(await response.json()).toEqual(error)
  })

  it('POST /upload answers 415 for a file that is not a video', async () => {
    const token = await api.login('creator')
    const notes = new File(['hello'], 'notes.txt', { type: 'text/plain' })
    const form = { videoData: notes, videoName: 'Notes', videoDescription: 'Text', videoAccess: '' }
    expect(await api.call('POST', '/upload', { token, form })).toEqual({ status: 415, body: error })
  })

  it('POST /upload names the missing or invalid field', async () => {
    const token = await api.login('creator')
    const file = new File([new Uint8Array(8)], 'clip.mov', { type: '' })
    const form = { videoData: file, videoName: 'Clip', videoDescription: 'About', videoAccess: '' }
    const send = (changes: Record<string, string | File>) =>
      api.call('POST', '/upload', { token, form: { ...form, ...changes } })
    expect(await send({ videoData: '' })).toEqual({ status: 422, body: fieldError('videoData') })
    expect(await send({ videoName: '' })).toEqual({ status: 422, body: fieldError('videoName') })
    expect(await send({ videoDescription: '' })).toEqual({
      status: 422,
      body: fieldError('videoDescription'),
    })
    const long = await send({ videoDescription: 'x'.repeat(301) })
    expect(long).toEqual({ status: 422, body: fieldError('videoDescription') })
    // A video extension is enough without a MIME type; a missing access becomes PUBLIC.
    const saved = await send({})
    expect(saved.status).toBe(200)
    const item = await api.call('GET', `/items/${String(saved.body.id)}`)
    expect(item.body).toMatchObject({ permission: 'PUBLIC', isVerified: false })
  })
})

describe('administration', () => {
  it('DELETE /user/{id} answers 404 for an unknown user and 403 for deleting oneself', async () => {
    const token = await api.login('admin')
    expect((await api.call('DELETE', '/user/u999', { token })).status).toBe(404)
    expect((await api.call('DELETE', '/user/u6', { token })).status).toBe(403)
  })

  it('DELETE /user/{id} removes the user, their videos and their sessions', async () => {
    const creator = await api.login('creator')
    const admin = await api.login('admin')
    expect(await api.call('DELETE', '/user/u3', { token: admin })).toEqual({
      status: 200,
      body: {},
    })
    expect((await api.call('GET', '/auth-status', { token: creator })).status).toBe(401)
    expect((await api.call('GET', '/creator-statistic/demo_creator')).status).toBe(404)
    expect((await api.call('GET', '/items/v1')).status).toBe(404)
  })

  it('PUT /user/{id} refuses unknown users, non-boolean verification and the admin role', async () => {
    const token = await api.login('admin')
    expect((await api.call('PUT', '/user/u999', { token, json: {} })).status).toBe(404)
    const flag = await api.call('PUT', '/user/u2', { token, json: { isVerified: 'yes' } })
    expect(flag).toEqual({ status: 422, body: fieldError('isVerified') })
    const role = await api.call('PUT', '/user/u2', { token, json: { role: 'admin' } })
    expect(role).toEqual({ status: 422, body: fieldError('role') })
  })

  it('POST /typeform/webhook answers 404 for an unknown e-mail', async () => {
    const token = await api.login('admin')
    const answer = await api.call('POST', '/typeform/webhook', {
      token,
      form: { email: 'ghost@demo.test' },
    })
    expect(answer).toEqual({ status: 404, body: error })
  })

  it('POST /manager/apply-reward checks e-mail, value and description, then 404 for an unknown e-mail', async () => {
    const token = await api.login('manager')
    const form = { email: 'broke@demo.test', value: '15', description: 'Thanks for testing' }
    const send = (changes: Record<string, string>) =>
      api.call('POST', '/manager/apply-reward', { token, form: { ...form, ...changes } })
    expect(await send({ email: 'broke' })).toEqual({ status: 422, body: fieldError('email') })
    expect(await send({ value: 'ten' })).toEqual({ status: 422, body: fieldError('value') })
    expect(await send({ value: '-5' })).toEqual({ status: 422, body: fieldError('value') })
    const short = await send({ description: 'Thanks' })
    expect(short).toEqual({ status: 422, body: fieldError('description') })
    expect(await send({ email: 'ghost@demo.test' })).toEqual({ status: 404, body: error })
  })
})
