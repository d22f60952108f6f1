// Send Custom Reward: every field required; the value a whole number above 0 (1000 is on the
// label only); the description at least 8 characters ('min. 8 symbols'); a success toasts,
// clears and the Points arrive; a refusal shows at its field, anything else over the button,
// every value kept.
import { screen, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { ToastContainer } from 'react-toastify/unstyled'
import { describe, expect, it } from 'vitest'
import { db, findUserByEmail } from '../../../../mock-api/db'
import { addFault } from '../../../../mock-api/faults'
import { renderWithProviders } from '../../../../tests/render'
import { recordRequests } from '../../../../tests/sent-requests'
import { server } from '../../../../tests/setup'
import { signedInStore } from '../../../../tests/signed-in-store'
import { EMAIL_ERROR } from '../../../lib/validators'
import { adminFormMessages as messages } from '../admin-form-rules'
import { RewardForm } from './reward-form'

const REWARD = '/manager/apply-reward'
const VALUE_LABEL = 'Reward Integer Value (max. 1000 Poins)'

async function renderForm() {
  const store = await signedInStore('admin')
  const sent = recordRequests()
  const rendered = renderWithProviders(
    <>
      <ToastContainer />
      <RewardForm />
    </>,
    { store },
  )
  const fields = {
    email: screen.getByRole('textbox', { name: 'Email' }),
    value: screen.getByRole('textbox', { name: VALUE_LABEL }),
    description: screen.getByRole('textbox', { name: 'Description' }),
  }
  const fill = async (values: Partial<Record<keyof typeof fields, string>>) => {
    for (const [name, typed] of Object.entries(values)) {
      const field = fields[name as keyof typeof fields]
      await rendered.user.clear(field)
      if (typed) await rendered.user.type(field, typed)
    }
  }
  return {
    ...rendered,
    ...fields,
    fill,
    sent,
    submit: screen.getByRole('button', { name: 'Send Reward' }),
  }
}

const rewardsOf = (email: string) =>
  db.transactions.filter((t) => t.userId === findUserByEmail(email)!.id && t.type === 'RECEIVED')

describe('RewardForm', () => {
  it('asks for every field before sending anything; the description says min. 8 symbols', async () => {
    const { user, email, value, description, submit, sent } = await renderForm()
    expect(description).toHaveAccessibleDescription('min. 8 symbols')
    await user.click(submit)

    expect(email).toHaveAccessibleDescription(messages.emailRequired)
    expect(value).toHaveAccessibleDescription(messages.valueRequired)
    expect(description).toHaveAccessibleDescription(messages.descriptionRequired)
    expect(email).toHaveFocus()
    expect(sent.all).toHaveLength(0)
  })

  it('refuses a malformed e-mail, a value that is not a whole number above 0 and 7 characters', async () => {
    const { user, email, value, description, submit, fill, sent } = await renderForm()
    await fill({ email: 'user@demo', value: '2.5', description: 'Thanks!' })
    await user.click(submit)
    expect(email).toHaveAccessibleDescription(EMAIL_ERROR)
    expect(value).toHaveAccessibleDescription(messages.valueWhole)
    expect(description).toHaveAccessibleDescription(messages.descriptionShort)

    await fill({ email: 'user@demo.test', value: '0', description: ' Thanks! ' })
    await user.click(submit)
    expect(value).toHaveAccessibleDescription(messages.valueWhole)
    expect(description).toHaveAccessibleDescription(messages.descriptionShort)
    expect(value).toHaveFocus()
    expect(sent.all).toHaveLength(0)
  })

  it('is disabled while sending, then toasts, clears, and the Points arrive', async () => {
    const { user, email, value, description, submit, fill, sent } = await renderForm()
    const before = rewardsOf('user@demo.test').length
    addFault({ path: `/api/v1${REWARD}`, delayMs: 200, times: 1 })
    await fill({ email: 'user@demo.test', value: '25', description: 'Thanks for testing' })
    await user.click(submit)

    expect(submit).toBeDisabled()
    expect(await screen.findByText('25 Points has been sent to user@demo.test')).toBeVisible()
    await waitFor(() => expect(email).toHaveValue(''))
    expect(value).toHaveValue('')
    expect(description).toHaveValue('')
    await waitFor(() => expect(email).toHaveFocus())
    expect(await sent.formOf('POST', REWARD)).toEqual({
      email: 'user@demo.test',
      value: '25',
      description: 'Thanks for testing',
    })
    expect(rewardsOf('user@demo.test')).toHaveLength(before + 1)
  })

  it('does not refuse more than the 1000 on the label', async () => {
    const { user, submit, fill, sent } = await renderForm()
    await fill({ email: 'broke@demo.test', value: '1500', description: 'A big thank you' })
    await user.click(submit)
    expect(await screen.findByText('1500 Points has been sent to broke@demo.test')).toBeVisible()
    expect((await sent.formOf('POST', REWARD)).value).toBe('1500')
  })

  it("shows the server's refusal at its field and an unknown e-mail at the e-mail", async () => {
    const { user, email, value, submit, fill } = await renderForm()
    await fill({ email: 'ghost@demo.test', value: '25', description: 'Thanks for testing' })
    await user.click(submit)
    await waitFor(() => expect(email).toHaveAccessibleDescription('No user has this e-mail.'))
    await waitFor(() => expect(email).toHaveFocus())

    server.use(
      http.post(`*/api/v1${REWARD}`, () =>
        HttpResponse.json({ message: 'Too generous today', field: 'value' }, { status: 422 }),
      ),
    )
    await fill({ email: 'user@demo.test' })
    await user.click(submit)
    await waitFor(() => expect(value).toHaveAccessibleDescription('Too generous today'))
    await waitFor(() => expect(value).toHaveFocus())
    expect(value).toHaveValue('25')
  })

  it('shows another failure over the button and keeps every value', async () => {
    const { user, email, value, description, submit, fill } = await renderForm()
    addFault({ path: `/api/v1${REWARD}`, status: 503, message: '', times: 1 })
    await fill({ email: 'user@demo.test', value: '25', description: 'Thanks for testing' })
    await user.click(submit)

    // The form's live region is always there: wait for the failure in it.
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(messages.rewardFailed))
    expect([email, value, description].map((field) => (field as HTMLInputElement).value)).toEqual([
      'user@demo.test',
      '25',
      'Thanks for testing',
    ])
    await waitFor(() => expect(submit).toHaveFocus())
  })
})
