// What an edit of the profile changed, since PUT /user-settings gets only the changed fields:
// the fields whose trimmed value differs from what the profile had. Nothing changed, nothing
// to send.
import type { ProfileChanges } from '../../api/profile'

export type ProfileFields = Required<ProfileChanges>

const FIELDS: (keyof ProfileFields)[] = [
  'fullname',
  'username',
  'description',
  'Web',
  'Instagram',
  'Twitter',
]

export function changedProfileFields(
  saved: Partial<ProfileFields>,
  edited: ProfileFields,
): ProfileChanges {
  const changes: ProfileChanges = {}
  for (const field of FIELDS) {
    const value = edited[field].trim()
    if (value !== (saved[field] ?? '').trim()) changes[field] = value
  }
  return changes
}

export const hasChanges = (changes: ProfileChanges) => Object.keys(changes).length > 0
