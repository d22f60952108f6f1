// The API's shapes (src/api/types.ts) as asymmetric matchers, for the handler tests.
import { expect } from 'vitest'

const roles = /^(user|creator|manager|admin)$/

export const userShape = {
  id: expect.any(String),
  email: expect.any(String),
  role: expect.stringMatching(roles),
  isVerified: expect.any(Boolean),
  username: expect.any(String),
  fullname: expect.any(String),
  description: expect.any(String),
  avatar: expect.any(String),
  avatarThumb: expect.any(String),
  isKycVerified: expect.any(Boolean),
  hasCreatorRequest: expect.any(Boolean),
  hasCreatorAccess: expect.any(Boolean),
  hasManagerAccess: expect.any(Boolean),
  hasUserAccess: expect.any(Boolean),
  hasAccountSettings: expect.any(Boolean),
}

export const publicUserShape = {
  id: expect.any(String),
  username: expect.any(String),
  fullname: expect.any(String),
  description: expect.any(String),
  avatar: expect.any(String),
  avatarThumb: expect.any(String),
  role: expect.stringMatching(roles),
}

export const feedItemShape = {
  id: expect.any(String),
  src: expect.any(String),
  poster: expect.any(String),
  metadata: {
    name: expect.any(String),
    likesCounts: expect.any(Number),
    hasLike: expect.any(Boolean),
    favoriteCounts: expect.any(Number),
    hasFavorite: expect.any(Boolean),
    username: expect.any(String),
    avatar: expect.any(String),
    avatarThumb: expect.any(String),
    description: expect.any(String),
  },
  permission: expect.stringMatching(/^(PUBLIC|PRIVATE)$/),
  isVerified: expect.any(Boolean),
  status: expect.stringMatching(/^(CREATED|UPLOADED|PROCESSING|DONE|ERROR)$/),
  ownerId: expect.any(String),
  createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
}

export const statisticShape = {
  videos: expect.any(Number),
  likes: expect.any(Number),
  favorites: expect.any(Number),
  purchases: expect.any(Number),
}

export const transactionShape = {
  id: expect.any(String),
  date: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
  description: expect.any(String),
  type: expect.stringMatching(/^(BONUS|RECEIVED|PURCHASE|DEPOSIT|WITHDRAW)$/),
  valueFormatted: expect.stringMatching(/^\d+\.\d{4}$/),
}
