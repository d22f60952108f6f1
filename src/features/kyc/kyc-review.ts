// Reading the identity-verification widget's messages: a submitted
// applicant is under review; a completed review answered GREEN makes the user a creator, RED
// leaves them a plain user with no request pending.

export type ReviewOutcome = 'pending' | 'approved' | 'rejected'

interface StatusPayload {
  reviewStatus?: string
  reviewResult?: { reviewAnswer?: string }
}

/** The review outcome a widget message reports, or null when it reports none. */
export function reviewOutcome(type: string, payload: unknown): ReviewOutcome | null {
  if (type !== 'idCheck.onApplicantStatusChanged') return null
  const status = payload as StatusPayload | undefined
  if (status?.reviewStatus === 'pending') return 'pending'
  if (status?.reviewStatus !== 'completed') return null
  const answer = status.reviewResult?.reviewAnswer
  if (answer === 'GREEN') return 'approved'
  if (answer === 'RED') return 'rejected'
  return null
}
