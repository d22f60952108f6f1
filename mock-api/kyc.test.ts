// The widget stand-in's hooks: submit → pending, GREEN → creator,
// RED → a plain user again with no request pending.
import { describe, expect, it } from 'vitest'
import { setKycServiceUrl } from './db'
import { approveKycApplicant, isKycTokenValid, rejectKycApplicant, submitKycApplicant } from './kyc'
import { useInProcessMock } from './test-support/in-process'

const api = useInProcessMock()

async function kycToken(token: string): Promise<string> {
  const { body } = await api.call<{ kycAccessToken: string }>('GET', '/kyc/access-token', {
    token,
  })
  return body.kycAccessToken
}

describe('KYC hooks', () => {
  it('GET /kyc/access-token issues a token registered to the caller', async () => {
    const kyc = await kycToken(await api.login('broke'))
    expect(isKycTokenValid(kyc)).toBe(true)
    expect(isKycTokenValid('kyc_unknown')).toBe(false)
  })

  it('a submitted applicant has a pending request; approval makes a creator', async () => {
    const token = await api.login('broke')
    const kyc = await kycToken(token)
    const me = async () => (await api.call('GET', '/auth-status', { token })).body

    expect(submitKycApplicant(kyc)).toBe(true)
    expect(await me()).toMatchObject({ role: 'user', hasCreatorRequest: true })

    expect(approveKycApplicant(kyc)).toBe(true)
    expect(await me()).toMatchObject({
      role: 'creator',
      isKycVerified: true,
      isVerified: true,
      hasCreatorRequest: false,
      hasCreatorAccess: true,
    })
    const list = await api.call('GET', '/creator-items', { token, query: { limit: 5, offset: 0 } })
    expect(list).toEqual({ status: 200, body: { items: [], count: 0 } })
  })

  it('a rejected applicant stays a user, with the request no longer pending', async () => {
    const token = await api.login('broke')
    const kyc = await kycToken(token)
    const me = async () => (await api.call('GET', '/auth-status', { token })).body

    expect(submitKycApplicant(kyc)).toBe(true)
    expect(await me()).toMatchObject({ hasCreatorRequest: true })
    expect(rejectKycApplicant(kyc)).toBe(true)
    expect(await me()).toMatchObject({
      role: 'user',
      isKycVerified: false,
      hasCreatorRequest: false,
      hasCreatorAccess: false,
    })
  })

  it('refuses unknown tokens', () => {
    expect(submitKycApplicant('nope')).toBe(false)
    expect(approveKycApplicant('nope')).toBe(false)
    expect(rejectKycApplicant('nope')).toBe(false)
  })

  it('GET /settings reports the widget origin, which survives a reset', async () => {
    setKycServiceUrl('http://kyc.test:4174')
    await api.call('POST', '/__mock/reset')
    expect((await api.call('GET', '/settings')).body).toEqual({
      isTechnicalWorks: false,
      kycServiceUrl: 'http://kyc.test:4174',
    })
    setKycServiceUrl('')
  })
})
