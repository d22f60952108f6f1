// Reading the widget's messages: a completed review with answer GREEN makes the user a creator.

interface StatusPayload {
  reviewStatus?: string
  reviewResult?: { reviewAnswer?: string }
}

export function isApproval(type: string, payload: unknown): boolean {
  const status = payload as StatusPayload | undefined
  return (
    type === 'idCheck.onApplicantStatusChanged' &&
    status?.reviewStatus === 'completed' &&
    status.reviewResult?.reviewAnswer === 'GREEN'
  )
}
