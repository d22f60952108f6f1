import { describe, expect, it } from 'vitest'
import { reviewOutcome } from './kyc-review'

const changed = 'idCheck.onApplicantStatusChanged'
const completed = (reviewAnswer?: string) => ({
  reviewStatus: 'completed',
  reviewResult: { reviewAnswer },
})

describe('reviewOutcome', () => {
  it('reads a submitted applicant as pending', () => {
    expect(reviewOutcome(changed, { reviewStatus: 'pending' })).toBe('pending')
  })

  it('reads a completed review by its answer', () => {
    expect(reviewOutcome(changed, completed('GREEN'))).toBe('approved')
    expect(reviewOutcome(changed, completed('RED'))).toBe('rejected')
  })

  it('reports nothing for other statuses, answers and messages', () => {
    expect(reviewOutcome(changed, { reviewStatus: 'init' })).toBeNull()
    expect(reviewOutcome(changed, completed())).toBeNull()
    expect(reviewOutcome(changed, completed('YELLOW'))).toBeNull()
    expect(reviewOutcome(changed, { reviewStatus: 'completed' })).toBeNull()
    expect(reviewOutcome(changed, undefined)).toBeNull()
    expect(reviewOutcome(changed, null)).toBeNull()
    expect(reviewOutcome('idCheck.onApplicantSubmitted', completed('GREEN'))).toBeNull()
    expect(reviewOutcome('idCheck.onInitialized', { reviewStatus: 'pending' })).toBeNull()
  })
})
