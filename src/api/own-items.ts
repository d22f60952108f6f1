// A creator's own videos (docs/api.md, GET /creator-items to DELETE /items/{id}): My Videos' page,
// its Paid switch and Delete, which the admin lists use too. Apart from items.ts so that it loads
// with those lists, not with Home.
import { apiRequest } from './client'
import type { CountedItems, FeedItem, Permission } from './types'

export const CREATOR_PAGE_SIZE = 5

export const fetchCreatorItems = (offset: number) =>
  apiRequest<CountedItems>('/creator-items', { query: { limit: CREATOR_PAGE_SIZE, offset } })

export const updateOwnItem = (id: string, changes: { permission?: Permission }) =>
  apiRequest<FeedItem>(`/item/${encodeURIComponent(id)}`, { method: 'PUT', json: changes })

export const deleteItem = (id: string) =>
  apiRequest<object>(`/items/${encodeURIComponent(id)}`, { method: 'DELETE' })
