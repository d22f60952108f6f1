import { describe, expect, it } from 'vitest'
import {
  DESCRIPTION_MAX,
  EMAIL_ERROR,
  PASSWORDS_MISMATCH,
  PASSWORD_HINT,
  USERNAME_HINT,
  USERNAME_MAX,
  USERNAME_MIN,
  characterCount,
  filterUsername,
  isValidDescription,
  isValidEmail,
  isValidPassword,
  isValidUsername,
  validateEmail,
  validatePassword,
} from './validators'

const emoji = '😀' // two UTF-16 units, one code point

// 64 + 1 + 63 + 1 + 63 + 1 + 61 = 254: every part is within its own limit, so only the total counts.
const email254 = `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(61)}`
const email255 = `${email254}d`

describe('messages and limits', () => {
  it('uses the product texts and numbers verbatim', () => {
    expect(EMAIL_ERROR).toBe('Incorrect Email')
    expect(USERNAME_HINT).toBe(
      'must be between 2 and 20 characters long, with an underscore delimiter allowed inside',
    )
    expect(PASSWORD_HINT).toBe('More than 8 characters')
    expect(PASSWORDS_MISMATCH).toBe('Passwords not matched')
    expect([USERNAME_MIN, USERNAME_MAX, DESCRIPTION_MAX]).toEqual([2, 20, 300])
  })
})

describe('isValidEmail', () => {
  it.each([
    ['a plain address', 'user@example.com'],
    ['dotted local part and sub-domains', 'first.last@mail.example.co.uk'],
    ['every atext symbol', "a!#$%&'*+/=?^_`{|}~-z@example.io"],
    ['a hyphen inside a label, digits in a label', 'x@my-host1.io'],
    ['254 characters in all', email254],
    ['a 64-character local part', `${'a'.repeat(64)}@x.io`],
    ['a 63-character label', `a@${'b'.repeat(63)}.io`],
  ])('accepts %s', (_case, value) => {
    expect(isValidEmail(value)).toBe(true)
  })

  it.each([
    ['an empty string', ''],
    ['255 characters in all', email255],
    ['a 65-character local part', `${'a'.repeat(65)}@x.io`],
    ['a 64-character label', `a@${'b'.repeat(64)}.io`],
    ['consecutive dots in the local part', 'a..b@x.io'],
    ['a leading dot in the local part', '.a@x.io'],
    ['a trailing dot in the local part', 'a.@x.io'],
    ['a hyphen at the start of a label', 'a@-x.io'],
    ['a hyphen at the end of a label', 'a@x-.io'],
    ['a single-label domain', 'a@localhost'],
    ['a one-letter TLD', 'a@x.i'],
    ['a numeric TLD', 'a@x.123'],
    ['an empty label', 'a@x..io'],
    ['a trailing dot in the domain', 'a@x.io.'],
    ['a unicode local part', 'é@x.io'],
    ['a unicode domain', 'a@exämple.io'],
    ['an inner space', 'a b@x.io'],
    ['surrounding whitespace (the caller trims)', ' a@x.io '],
    ['no @', 'ax.io'],
    ['two @', 'a@b@x.io'],
    ['an empty local part', '@x.io'],
    ['an empty domain', 'a@'],
  ])('refuses %s', (_case, value) => {
    expect(isValidEmail(value)).toBe(false)
  })

  it('builds the boundary addresses at the intended lengths', () => {
    expect([email254.length, email255.length]).toEqual([254, 255])
  })
})

describe('filterUsername', () => {
  it.each([
    ['Ünïcode Name', 'ncodename'],
    ['  John_Doe  ', 'john_doe'],
    ['john doe', 'johndoe'],
    ['jo.hn-doe', 'johndoe'],
    [`me${emoji}2`, 'me2'],
    ['', ''],
    // Delimiter rules are for isValidUsername to report, not for the filter to repair.
    ['__a__', '__a__'],
  ])('turns %j into %j', (raw, filtered) => {
    expect(filterUsername(raw)).toBe(filtered)
  })

  it('keeps a too-long name whole so the rule check can report it', () => {
    expect(filterUsername('A'.repeat(25))).toBe('a'.repeat(25))
  })

  it('yields a valid name from one typed with inner spaces', () => {
    expect(isValidUsername(filterUsername('Jane Doe 2'))).toBe(true)
  })
})

describe('isValidUsername', () => {
  it.each(['ab', 'a'.repeat(20), 'john_doe', 'a_b_c', 'user2024', '42'])('accepts %j', (value) => {
    expect(isValidUsername(value)).toBe(true)
  })

  it.each(['', 'a', 'a'.repeat(21)])('refuses %j for its length', (value) => {
    expect(isValidUsername(value)).toBe(false)
  })

  it.each(['_ab', 'ab_', 'a__b', 'a.b', '.ab', 'ab.', 'John', 'john doe', 'jöhn', 'a-b'])(
    'refuses %j for its characters',
    (value) => {
      expect(isValidUsername(value)).toBe(false)
    },
  )
})

describe('isValidDescription and characterCount', () => {
  it('counts code points, so an emoji counts once', () => {
    expect(characterCount('')).toBe(0)
    expect(characterCount(emoji)).toBe(1)
    expect(characterCount(`ab${emoji}`)).toBe(3)
  })

  it.each([
    ['empty', true, ''],
    ['300 letters', true, 'a'.repeat(300)],
    ['301 letters', false, 'a'.repeat(301)],
    ['300 emoji (600 UTF-16 units)', true, emoji.repeat(300)],
    ['301 emoji', false, emoji.repeat(301)],
    ['299 letters and an emoji', true, `${'a'.repeat(299)}${emoji}`],
  ])('%s: valid %s', (_case, valid, value) => {
    expect(isValidDescription(value)).toBe(valid)
  })
})

describe('isValidPassword', () => {
  it.each([
    ['empty', false, ''],
    ['8 characters', false, 'a'.repeat(8)],
    ['9 characters', true, 'a'.repeat(9)],
    ['8 emoji (16 UTF-16 units)', false, emoji.repeat(8)],
    ['9 emoji', true, emoji.repeat(9)],
    ['8 characters after a leading space, not trimmed', true, ' secret12'],
    ['9 spaces', true, ' '.repeat(9)],
  ])('%s: valid %s', (_case, valid, value) => {
    expect(isValidPassword(value)).toBe(valid)
  })
})

describe('form rules', () => {
  it('answer true or the field message', () => {
    expect(validateEmail(' ann@example.com ')).toBe(true)
    expect(validateEmail('ann@')).toBe(EMAIL_ERROR)
    expect(validatePassword('123456789')).toBe(true)
    expect(validatePassword('12345678')).toBe(PASSWORD_HINT)
  })
})
