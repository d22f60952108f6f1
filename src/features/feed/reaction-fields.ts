// Where each reaction sits on an item's metadata: whether the viewer has made it, and its count
// (also the field the API answers a reaction call with).

export const reactionFields = {
  like: { flag: 'hasLike', count: 'likesCounts' },
  favorite: { flag: 'hasFavorite', count: 'favoriteCounts' },
} as const

export type Reaction = keyof typeof reactionFields
