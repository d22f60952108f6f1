import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { recordRequests } from '../../tests/sent-requests'
import { db } from '../../mock-api/db'
import { server } from '../../tests/setup'
import { ApiError } from './api-error'
import { apiRequest } from './client'

describe('apiRequest', () => {
  it('sends the stored bearer token and credentials, and parses JSON', async () => {
    // A session the mock knows: it refuses a token it never issued.
    db.sessions.set('tok-1', 'u1')
    window.localStorage.setItem('accessToken', 'tok-1')
    const sent = recordRequests()
    await expect(apiRequest('/settings')).resolves.toEqual({
      isTechnicalWorks: false,
      kycServiceUrl: '',
    })
    const [request] = sent.matching('GET', '/settings')
    expect(request?.request.headers.get('Authorization')).toBe('Bearer tok-1')
    expect(request?.request.headers.get('Accept')).toBe('application/json')
    expect(request?.request.credentials).toBe('include')
  })

  it('turns a non-JSON failure into an ApiError with an empty message', async () => {
    server.use(http.get('*/api/v1/settings', () => new HttpResponse('<html>', { status: 502 })))
    await expect(apiRequest('/settings')).rejects.toMatchObject({
      message: '',
      status: 502,
      code: '502',
    })
    await expect(apiRequest('/settings')).rejects.toBeInstanceOf(ApiError)
  })
})
