// The identity check's effect on users, driven by the widget stand-in (mock-api/server): a
// submitted applicant has a pending creator request; GREEN makes them a creator, RED ends the
// request and leaves the role as it was.
import { db, newId } from './db'

export function issueKycToken(userId: string): string {
  const token = `${newId('kyc_')}_${userId}`
  db.kycTokens.set(token, userId)
  return token
}

function userForToken(token: string) {
  const userId = db.kycTokens.get(token)
  return db.users.find((user) => user.id === userId)
}

export function isKycTokenValid(token: string): boolean {
  return !!userForToken(token)
}

export function submitKycApplicant(token: string): boolean {
  const user = userForToken(token)
  if (!user) return false
  if (user.role !== 'creator') user.hasCreatorRequest = true
  return true
}

export function approveKycApplicant(token: string): boolean {
  const user = userForToken(token)
  if (!user) return false
  grantCreator(user)
  return true
}

/** RED: the request is no longer pending; the user may ask again later. */
export function rejectKycApplicant(token: string): boolean {
  const user = userForToken(token)
  if (!user) return false
  user.hasCreatorRequest = false
  return true
}

export function grantCreator(user: {
  role: string
  isKycVerified: boolean
  isVerified: boolean
  hasCreatorRequest: boolean
}) {
  if (user.role !== 'admin' && user.role !== 'manager') user.role = 'creator'
  user.isKycVerified = true
  user.isVerified = true
  user.hasCreatorRequest = false
}
