// The grant and reward calls against the mock API: what is sent (multipart fields), what the
// server then holds, and which failures the forms show themselves (no global toast) while a 401
// still goes to the errors feature.
import { describe, expect, it } from 'vitest'
import { db, findUserByEmail } from '../../../mock-api/db'
import { addFault } from '../../../mock-api/faults'
import { DEMO_ACCOUNTS } from '../../../mock-api/seed/demo-accounts'
import { recordRequests } from '../../../tests/sent-requests'
import { signedInStore } from '../../../tests/signed-in-store'
import { makeStore } from '../../app/store'
import { grantCreator, sendReward } from './admin-forms-thunks'

const USER_EMAIL = DEMO_ACCOUNTS.user.email
const receivedBy = (email: string) => {
  const user = findUserByEmail(email)!
  return db.transactions.filter((t) => t.userId === user.id && t.type === 'RECEIVED')
}

describe('grantCreator', () => {
  it('sends the e-mail as a form; the user becomes a KYC-verified creator', async () => {
    const store = await signedInStore('admin')
    const sent = recordRequests()
    const result = await store.dispatch(grantCreator(USER_EMAIL))

    expect(grantCreator.fulfilled.match(result)).toBe(true)
    expect(await sent.formOf('POST', '/typeform/webhook')).toEqual({ email: USER_EMAIL })
    expect(findUserByEmail(USER_EMAIL)).toMatchObject({ role: 'creator', isKycVerified: true })
  })

  it('rejects an unknown e-mail with the 404 as its own value, for the form to show', async () => {
    const store = await signedInStore('manager')
    const result = await store.dispatch(grantCreator('ghost@demo.test'))

    expect(result.meta).toMatchObject({ shownByScreen: true })
    expect(result.payload).toMatchObject({ status: 404, message: 'No user has this e-mail.' })
  })

  it('leaves a 401 to the errors listener', async () => {
    const result = await makeStore().dispatch(grantCreator(USER_EMAIL))
    expect(result.meta).toMatchObject({ shownByScreen: false })
    expect(result.payload).toMatchObject({ status: 401 })
  })
})

describe('sendReward', () => {
  const reward = { email: USER_EMAIL, value: 25, description: 'Thanks for testing' }

  it('sends e-mail, value and description as a form; the user receives the Points', async () => {
    const store = await signedInStore('admin')
    const before = receivedBy(USER_EMAIL).length
    const sent = recordRequests()
    const result = await store.dispatch(sendReward(reward))

    expect(sendReward.fulfilled.match(result)).toBe(true)
    expect(await sent.formOf('POST', '/manager/apply-reward')).toEqual({
      email: USER_EMAIL,
      value: '25',
      description: 'Thanks for testing',
    })
    const received = receivedBy(USER_EMAIL)
    expect(received).toHaveLength(before + 1)
    expect(received.at(-1)).toMatchObject({ value: 25, description: 'Thanks for testing' })
  })

  it("rejects the server's refusal of a field with that field, for the form to show", async () => {
    const store = await signedInStore('manager')
    const result = await store.dispatch(sendReward({ ...reward, description: 'Thanks' }))

    expect(result.meta).toMatchObject({ shownByScreen: true })
    expect(result.payload).toMatchObject({ status: 422, field: 'description' })
  })

  it('rejects a server fault as its own value too', async () => {
    const store = await signedInStore('admin')
    addFault({ path: '/api/v1/manager/apply-reward', status: 503, message: 'Down', times: 1 })
    const result = await store.dispatch(sendReward(reward))

    expect(result.meta).toMatchObject({ shownByScreen: true })
    expect(result.payload).toMatchObject({ status: 503, message: 'Down' })
    expect(receivedBy(USER_EMAIL).at(-1)?.description).not.toBe(reward.description)
  })
})
