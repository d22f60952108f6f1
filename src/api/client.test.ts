import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { server } from '../../tests/setup'
import { ApiError } from './api-error'
import { apiRequest } from './client'

describe('apiRequest', () => {
  it('sends the stored bearer token and parses JSON', async () => {
    window.localStorage.setItem('accessToken', 'tok-1')
    let auth: string | null = null
    server.use(
      http.get('*/api/v1/settings', ({ request }) => {
        auth = request.headers.get('Authorization')
        return HttpResponse.json({ isTechnicalWorks: false, kycServiceUrl: '' })
      }),
    )
    await expect(apiRequest('/settings')).resolves.toEqual({
      isTechnicalWorks: false,
      kycServiceUrl: '',
    })
    expect(auth).toBe('Bearer tok-1')
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
