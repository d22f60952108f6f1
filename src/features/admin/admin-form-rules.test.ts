// The forms' rules and where a refusal from the server is shown.
import { describe, expect, it } from 'vitest'
import { NETWORK_ERROR_MESSAGE } from '../../api/client'
import { toApiErrorPayload, ApiError } from '../../api/api-error'
import { EMAIL_ERROR } from '../../lib/validators'
import {
  adminFormMessages as messages,
  formFailure,
  grantedMessage,
  rewardSentMessage,
  validateRewardDescription,
  validateRewardValue,
  validateUserEmail,
} from './admin-form-rules'

const failure = (status: number, message: string, field?: string) =>
  toApiErrorPayload(new ApiError(message, status, field ? { field } : {}))
const FIELDS = ['email', 'value', 'description'] as const

describe('rules', () => {
  it('wants an e-mail, and a well-formed one', () => {
    expect(validateUserEmail('  ')).toBe(messages.emailRequired)
    expect(validateUserEmail('user@demo')).toBe(EMAIL_ERROR)
    expect(validateUserEmail(' user@demo.test ')).toBe(true)
  })

  it('wants a whole number of Points above 0, with no upper limit of its own', () => {
    expect(validateRewardValue('')).toBe(messages.valueRequired)
    for (const typed of ['0', '-5', '2.5', '1e3', 'ten', '000']) {
      expect(validateRewardValue(typed), typed).toBe(messages.valueWhole)
    }
    expect(validateRewardValue('9'.repeat(20))).toBe(messages.valueTooLarge)
    expect(validateRewardValue(' 25 ')).toBe(true)
    expect(validateRewardValue('1001')).toBe(true)
  })

  it('wants a description of at least 8 characters, spaces around it not counted', () => {
    expect(validateRewardDescription('   ')).toBe(messages.descriptionRequired)
    expect(validateRewardDescription('  Thanks  ')).toBe(messages.descriptionShort)
    expect(validateRewardDescription('1234567')).toBe(messages.descriptionShort)
    expect(validateRewardDescription('12345678')).toBe(true)
  })

  it("reads the forms' success lines", () => {
    expect(grantedMessage('a@b.co')).toBe('Creator access granted for a@b.co')
    expect(rewardSentMessage(25, 'a@b.co')).toBe('25 Points has been sent to a@b.co')
  })
})

describe('formFailure', () => {
  it('puts a 422 at its field and a 404 at the e-mail, with the server message', () => {
    expect(formFailure(failure(422, 'min. 8 symbols', 'description'), FIELDS, 'x')).toEqual({
      field: 'description',
      message: 'min. 8 symbols',
    })
    expect(formFailure(failure(404, 'No user has this e-mail.'), FIELDS, 'x')).toEqual({
      field: 'email',
      message: 'No user has this e-mail.',
    })
    expect(formFailure(failure(404, ''), ['email'], 'x')).toEqual({
      field: 'email',
      message: messages.unknownEmail,
    })
  })

  it('puts anything else over the form: an unknown field, a fault, a lost connection', () => {
    expect(formFailure(failure(422, 'Bad', 'other'), FIELDS, 'Failed')).toEqual({
      field: null,
      message: 'Bad',
    })
    expect(formFailure(failure(500, ''), FIELDS, 'Failed')).toEqual({
      field: null,
      message: 'Failed',
    })
    expect(formFailure(failure(500, NETWORK_ERROR_MESSAGE), FIELDS, 'Failed')).toEqual({
      field: null,
      message: messages.offline,
    })
    expect(formFailure(undefined, FIELDS, 'Failed')).toEqual({ field: null, message: 'Failed' })
  })
})
