// MODAL_REGISTRATION_STATUS: the welcome after sign-up. Ok, and Escape alike, close
// it and go Home; a user the automatic sign-in missed is offered the login popup.
import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { makeUser } from '../../../../tests/fixtures'
import { ClosableDialog, TitlePages } from '../../../../tests/dialog-harness'
import { renderWithProviders } from '../../../../tests/render'
import { makeStore } from '../../../app/store'
import { MODAL_LOGIN_POPUP } from '../../modals/modal-names'
import { sessionStarted } from '../auth-slice'
import { RegistrationStatusModal } from './registration-status-modal'

const TITLE = 'Congratulations! Account has been successfully created'

function renderStatus({ signedIn }: { signedIn: boolean }) {
  const store = makeStore()
  if (signedIn) store.dispatch(sessionStarted(makeUser()))
  return renderWithProviders(
    <>
      <TitlePages pages={{ '/': 'Home page', '/account': 'Account page' }} />
      <ClosableDialog Body={RegistrationStatusModal} />
    </>,
    { store, route: '/account' },
  )
}

type User = ReturnType<typeof renderStatus>['user']

const okButton = () => screen.getByRole('button', { name: 'Ok' })

const dismissals = [
  ['Ok', (user: User) => user.click(okButton())],
  ['Escape', (user: User) => user.keyboard('{Escape}')],
] as const

describe('RegistrationStatusModal', () => {
  it('congratulates and tells of the 69 coins', () => {
    renderStatus({ signedIn: true })
    const dialog = screen.getByRole('dialog', { name: TITLE })
    expect(dialog).toHaveTextContent('+69 coins earned')
    expect(okButton()).toBeInTheDocument()
  })

  it.each(dismissals)('%s: goes Home and queues nothing for a signed-in user', async (_, close) => {
    const { user, store } = renderStatus({ signedIn: true })
    await close(user)

    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument()
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(store.getState().modals.queue).toEqual([])
  })

  it.each(dismissals)(
    '%s: goes Home and queues the login popup when not signed in',
    async (_, close) => {
      const { user, store } = renderStatus({ signedIn: false })
      await close(user)

      expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument()
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
      expect(store.getState().modals.queue).toEqual([{ name: MODAL_LOGIN_POPUP }])
    },
  )

  it('a click on the backdrop does the same as Ok', async () => {
    const { user, store } = renderStatus({ signedIn: false })
    await user.click(screen.getByTestId('dialog-backdrop'))

    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument()
    expect(store.getState().modals.queue).toEqual([{ name: MODAL_LOGIN_POPUP }])
  })
})
