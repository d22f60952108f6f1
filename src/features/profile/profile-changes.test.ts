import { describe, expect, it } from 'vitest'
import { changedProfileFields, hasChanges, type ProfileFields } from './profile-changes'

const saved: ProfileFields = {
  fullname: 'Demo User',
  username: 'demo_user',
  description: 'Hello',
  Web: 'https://example.com',
  Instagram: '@demo',
  Twitter: '',
}

describe('changedProfileFields', () => {
  it('is empty when nothing changed, so nothing is sent', () => {
    const changes = changedProfileFields(saved, { ...saved })
    expect(changes).toEqual({})
    expect(hasChanges(changes)).toBe(false)
  })

  it('holds only the fields that changed', () => {
    const changes = changedProfileFields(saved, {
      ...saved,
      username: 'demo_user_2',
      Twitter: '@demo',
    })
    expect(changes).toEqual({ username: 'demo_user_2', Twitter: '@demo' })
    expect(hasChanges(changes)).toBe(true)
  })

  it('ignores spaces around a value, and sends the value trimmed', () => {
    expect(changedProfileFields(saved, { ...saved, fullname: '  Demo User ' })).toEqual({})
    expect(changedProfileFields(saved, { ...saved, description: ' Hi there ' })).toEqual({
      description: 'Hi there',
    })
  })

  it('sends an emptied field as empty, and a field the profile lacked once filled', () => {
    expect(changedProfileFields(saved, { ...saved, Web: '' })).toEqual({ Web: '' })
    expect(
      changedProfileFields({ username: 'demo_user' }, { ...saved, Twitter: '', Instagram: '' }),
    ).toEqual({
      fullname: 'Demo User',
      description: 'Hello',
      Web: 'https://example.com',
    })
  })
})
