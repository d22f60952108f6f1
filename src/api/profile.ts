// Profile calls (docs/api.md): profiles, a user's lists, profile edits.
import { apiRequest } from './client'
import type { CreatorStatistic, FeedItem, LinkName, User, UserStatistic } from './types'

export const fetchUserStatistic = () => apiRequest<UserStatistic>('/user-statistic')

export const fetchCreatorStatistic = (username: string) =>
  apiRequest<CreatorStatistic>(`/creator-statistic/${encodeURIComponent(username)}`)

export const fetchLikedVideos = () => apiRequest<{ items: FeedItem[] }>('/user-liked-videos')

export const fetchFavoriteVideos = () => apiRequest<{ items: FeedItem[] }>('/user-favorite-videos')

export const fetchPurchases = () => apiRequest<{ videos: FeedItem[] }>('/purchases')

export const uploadAvatar = (avatar: Blob, signal?: AbortSignal) =>
  apiRequest<{ avatar: string; avatarThumb: string }>('/user-avatar', {
    method: 'PUT',
    form: { avatar },
    timeoutMs: 0,
    signal,
  })

export type ProfileChanges = Partial<
  Record<'fullname' | 'username' | 'description' | LinkName, string>
>

/** Send only the fields that changed. */
export const updateUserSettings = (changes: ProfileChanges) =>
  apiRequest<User>('/user-settings', { method: 'PUT', form: changes })
