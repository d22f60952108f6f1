// Staff calls (docs/api.md): moderation, users, creator grants and rewards.
import { apiRequest } from './client'
import type { ManagerItems, Permission, Role, User } from './types'

export const ADMIN_PAGE_SIZE = 10

export interface ManagerItemsQuery {
  /** a user id, or 'all' */
  owner: string
  offset: number
  /** undefined = all */
  isVerified?: boolean
}

export const fetchManagerItems = ({ owner, offset, isVerified }: ManagerItemsQuery) =>
  apiRequest<ManagerItems>(`/manager/items/${encodeURIComponent(owner)}`, {
    query: { limit: ADMIN_PAGE_SIZE, offset, isVerified },
  })

/** A change to a video: staff may set either field; a creator, on My Videos, its access only. */
export interface VideoChanges {
  isVerified?: boolean
  permission?: Permission
}

export const updateManagerItem = (id: string, changes: VideoChanges) =>
  apiRequest<object>(`/manager/items/${encodeURIComponent(id)}`, { method: 'PUT', json: changes })

export const fetchUsers = () => apiRequest<{ items: User[] }>('/users')

export const deleteUser = (id: string) =>
  apiRequest<object>(`/user/${encodeURIComponent(id)}`, { method: 'DELETE' })

export interface UserChanges {
  role?: Role
  isVerified?: boolean
}

export const updateUser = (id: string, changes: UserChanges) =>
  apiRequest<object>(`/user/${encodeURIComponent(id)}`, { method: 'PUT', json: changes })

export const grantCreatorAccess = (email: string) =>
  apiRequest<object>('/typeform/webhook', { method: 'POST', form: { email } })

export type RewardFields = {
  email: string
  /** Whole Points, more than 0 */
  value: number
  description: string
}

export const applyReward = (fields: RewardFields) =>
  apiRequest<object>('/manager/apply-reward', { method: 'POST', form: fields })
