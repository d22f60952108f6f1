// A call sent early, taken by the thunk that would send it only with the same key and the token
// stored now, and only once (early-call.ts).
import { describe, expect, it } from 'vitest'
import { earlyCall } from './early-call'
import { storeToken } from './session-token'

const answered = (value: string) => () => Promise.resolve(value)

describe('an early call', () => {
  it('is taken once, under the key and the token it was sent with', async () => {
    const call = earlyCall<string>()
    call.send('a', answered('page'))
    expect(call.take('b')).toBeUndefined()
    call.send('a', answered('page'))
    expect(await call.take('a')).toBe('page')
    expect(call.take('a')).toBeUndefined()
  })

  it('is dropped once another token is stored: its answer belongs to another session', () => {
    const call = earlyCall<string>()
    call.send('a', answered('visitor'))
    storeToken('token-of-a-user')
    expect(call.take('a')).toBeUndefined()
  })

  it('hands its failure to the one who takes it, and fails no one otherwise', async () => {
    const call = earlyCall<string>()
    call.send('a', () => Promise.reject(new Error('down')))
    await expect(call.take('a')).rejects.toThrow('down')
    // Not taken: no unhandled rejection fails the run.
    call.send('a', () => Promise.reject(new Error('down')))
    call.forget()
  })
})
