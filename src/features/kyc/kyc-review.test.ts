import { describe, expect, it } from 'vitest'
import { isApproval } from './kyc-review'

describe('isApproval', () => {
  it('accepts only a completed review answered GREEN', () => {
    const green = { reviewStatus: 'completed', reviewResult: { reviewAnswer: 'GREEN' } }
    expect(isApproval('idCheck.onApplicantStatusChanged', green)).toBe(true)
    expect(isApproval('idCheck.onApplicantStatusChanged', { reviewStatus: 'pending' })).toBe(false)
    expect(
      isApproval('idCheck.onApplicantStatusChanged', {
        reviewStatus: 'completed',
        reviewResult: { reviewAnswer: 'RED' },
      }),
    ).toBe(false)
    expect(isApproval('idCheck.onApplicantSubmitted', green)).toBe(false)
    expect(isApproval('idCheck.onApplicantStatusChanged', undefined)).toBe(false)
  })
})
