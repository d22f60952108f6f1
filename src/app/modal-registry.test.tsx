// The real registry behind the real root: which modal each name shows, the age gate on a first
// visit, and signing in from the login popup that a 401 opens.
import { act, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { Route, Routes } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import { renderWithProviders } from '../../tests/render'
import { server } from '../../tests/setup'
import { externalLinks } from '../config/links'
import { fetchKycAccessToken } from '../features/kyc/kyc-token'
import { ModalRoot } from '../features/modals/components/modal-root'
import {
  MODAL_BECOME_CREATOR,
  MODAL_BUY_XPASS,
  MODAL_CHANGE_PASSWORD,
  MODAL_COMING_SOON,
  MODAL_CREATOR_KYC,
  MODAL_LOGIN,
  MODAL_PROFILE_VIDEO,
  MODAL_REGISTRATION,
  MODAL_REGISTRATION_STATUS,
  MODAL_RESTORE_PASSWORD,
  MODAL_UPLOAD_SUCCESS_POPUP,
  MODAL_UPLOAD_WARNING_POPUP,
  type QueuedModal,
} from '../features/modals/modal-names'
import { modalOpened } from '../features/modals/modals-slice'
import { modalRegistry } from './modal-registry'

const AGE_GATE_TITLE = 'ENTER ONLY IF YOU ARE OVER 18 YEARS OLD'

function renderApp() {
  return renderWithProviders(
    <>
      <Routes>
        <Route path="/" element={<h1>Home page</h1>} />
        <Route path="/wallet" element={<h1>Wallet page</h1>} />
        <Route path="/kyc" element={<h1>KYC page</h1>} />
      </Routes>
      <ModalRoot registry={modalRegistry} />
    </>,
    { route: '/wallet' },
  )
}

describe('age gate', () => {
  it('is there on the first render of a first visit, and only an answer closes it', async () => {
    window.localStorage.removeItem('is18')
    const { user } = renderApp()
    const gate = screen.getByRole('dialog', { name: AGE_GATE_TITLE })
    expect(gate).toHaveTextContent('18 years old (21 in some countries)')
    expect(screen.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute(
      'href',
      '/terms-of-service',
    )
    expect(screen.getByRole('link', { name: 'Leave' })).toHaveAttribute(
      'href',
      externalLinks.communityChat,
    )

    await user.keyboard('{Escape}')
    await user.click(screen.getByTestId('dialog-backdrop'))
    expect(screen.getByRole('dialog', { name: AGE_GATE_TITLE })).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Yes, I am 18+' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(window.localStorage.getItem('is18')).toBe('true')
  })

  it('stays closed once accepted', () => {
    renderApp()
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })
})

describe('modal registry', () => {
  const titles: [QueuedModal, string][] = [
    [{ name: MODAL_REGISTRATION }, 'Create Account'],
    [{ name: MODAL_REGISTRATION_STATUS }, 'Congratulations! Account has been successfully created'],
    [{ name: MODAL_BUY_XPASS }, 'Get the 69 Points airdrop'],
    [{ name: MODAL_CREATOR_KYC }, 'KYC REQUIRED'],
    [{ name: MODAL_BECOME_CREATOR }, 'Become Creator'],
    [
      { name: MODAL_PROFILE_VIDEO, payload: { id: 'v1', src: '/v.mp4', name: 'Clip', poster: '' } },
      'Clip',
    ],
    [{ name: MODAL_UPLOAD_WARNING_POPUP }, 'Uploading...'],
    [
      { name: MODAL_UPLOAD_SUCCESS_POPUP, payload: { fileName: 'a.mp4' } },
      'Uploaded successfully.',
    ],
    [{ name: MODAL_RESTORE_PASSWORD }, 'Forgot your password?'],
    [{ name: MODAL_CHANGE_PASSWORD }, 'Change your password'],
    [{ name: MODAL_COMING_SOON }, 'Coming Soon'],
    [{ name: MODAL_LOGIN }, 'Welcome back'],
  ]

  it.each(titles)('shows %o titled "%s"', async (modal, title) => {
    const { store } = renderApp()
    act(() => {
      store.dispatch(modalOpened(modal))
    })
    expect(await screen.findByRole('dialog', { name: title })).toBeInTheDocument()
  })

  it('closes the upload popups with Ok and Coming Soon with Close', async () => {
    const { store, user } = renderApp()
    act(() => {
      store.dispatch(modalOpened({ name: MODAL_UPLOAD_WARNING_POPUP }))
      store.dispatch(
        modalOpened({ name: MODAL_UPLOAD_SUCCESS_POPUP, payload: { fileName: 'a.mp4' } }),
      )
      store.dispatch(modalOpened({ name: MODAL_COMING_SOON }))
    })
    expect(await screen.findByRole('dialog', { name: 'Uploading...' })).toHaveTextContent(
      "Please don't leave the page before the video is uploaded.",
    )
    await user.click(screen.getByRole('button', { name: 'Ok' }))
    expect(await screen.findByRole('dialog', { name: 'Uploaded successfully.' })).toHaveTextContent(
      'The file a.mp4 is processing and will display in your profile within 1-2 minutes.',
    )
    await user.click(screen.getByRole('button', { name: 'Ok' }))
    await user.click(await screen.findByRole('button', { name: 'Close' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('KYC REQUIRED leaves, or starts KYC on its page', async () => {
    const { store, user } = renderApp()
    act(() => {
      store.dispatch(modalOpened({ name: MODAL_CREATOR_KYC }))
    })
    await user.click(await screen.findByRole('button', { name: 'Leave' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()

    act(() => {
      store.dispatch(modalOpened({ name: MODAL_CREATOR_KYC }))
    })
    await user.click(await screen.findByRole('button', { name: 'Start KYC' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(await screen.findByRole('heading', { name: 'KYC page' })).toBeInTheDocument()
  })

  it('Become Creator closes on either button', async () => {
    const { store, user } = renderApp()
    for (const button of ['Leave', 'Become Creator']) {
      act(() => {
        store.dispatch(modalOpened({ name: MODAL_BECOME_CREATOR }))
      })
      const dialog = await screen.findByRole('dialog', { name: 'Become Creator' })
      await user.click(within(dialog).getByRole('button', { name: button }))
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    }
  })
})

describe('login popup after a 401', () => {
  // A visitor's call that needs a session; a session that ends under a page:
  // session-interrupted.test.tsx.
  it('opens when a call is refused and signs the user in from there', async () => {
    server.use(
      http.get('*/api/v1/kyc/access-token', () =>
        HttpResponse.json({ message: 'Session expired' }, { status: 401 }),
      ),
      http.post('*/api/v1/login', () =>
        HttpResponse.json({
          accessToken: 'fresh',
          user: { id: 'u-1', email: 'user@demo.test', role: 'user', username: 'demo_user' },
        }),
      ),
    )
    const { store, user } = renderApp()
    await act(() => store.dispatch(fetchKycAccessToken()))

    expect(await screen.findByRole('dialog', { name: 'Welcome back' })).toBeInTheDocument()
    await user.type(screen.getByLabelText('Email'), 'user@demo.test')
    await user.type(screen.getByLabelText('Password'), 'Demo-pass-2026')
    await user.click(screen.getByRole('button', { name: 'Log In' }))

    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(window.localStorage.getItem('accessToken')).toBe('fresh')
  })
})
