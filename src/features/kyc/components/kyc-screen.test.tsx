// The KYC page's failures, each said under its heading with 'Try again': a token call that
// fails, a widget origin the build's policy would block (said at once and logged), and a widget
// whose frame does not answer its handshake within 15 s. The widget stands in for the SDK: it
// answers the handshake when mounted, unless a test silences it.
import { act, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useEffect } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { db } from '../../../../mock-api/db'
import { addFault } from '../../../../mock-api/faults'
import { LOCAL_KYC_SERVICE_URL, loadKycSettings } from '../../../../tests/kyc-settings'
import { renderWithProviders } from '../../../../tests/render'
import { recordRequests } from '../../../../tests/sent-requests'
import { signedInStore } from '../../../../tests/signed-in-store'
import { KYC_HANDSHAKE_TIMEOUT_MS } from '../use-widget-handshake'
import { KycScreen } from './kyc-screen'

const widget = vi.hoisted(() => ({ answers: true }))

vi.mock('./kyc-widget', () => ({
  default: function FakeWidget(props: {
    baseUrl: string
    accessToken: string
    onAnswer: () => void
  }) {
    const { onAnswer } = props
    useEffect(() => {
      if (widget.answers) onAnswer()
    }, [onAnswer])
    return <p>Identity widget at {props.baseUrl}</p>
  },
}))

afterEach(() => {
  widget.answers = true
  vi.useRealTimers()
})

const heading = () => screen.getByRole('heading', { level: 1, name: 'Identity check' })
const tick = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms))

async function renderKyc(kycServiceUrl = LOCAL_KYC_SERVICE_URL) {
  const store = await loadKycSettings(await signedInStore('user'), kycServiceUrl)
  return renderWithProviders(<KycScreen />, { store })
}

describe('KycScreen', () => {
  it.each([
    ['a 500', { status: 500, message: 'Provider down' }],
    ['a body that is not JSON', { malformed: true }],
  ])('after %s says the check could not start, and Try again starts it', async (_, fault) => {
    addFault({ path: '/api/v1/kyc/access-token', times: 1, ...fault })
    const { user } = await renderKyc()

    const failure = await screen.findByRole('alert')
    expect(failure).toHaveTextContent('The identity check could not be started.')
    expect(heading()).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Try again' }))

    expect(await screen.findByText(`Identity widget at ${LOCAL_KYC_SERVICE_URL}`)).toBeVisible()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it('frames the widget at the origin of kycServiceUrl', async () => {
    await renderKyc(`${LOCAL_KYC_SERVICE_URL}/`)
    expect(await screen.findByText(`Identity widget at ${LOCAL_KYC_SERVICE_URL}`)).toBeVisible()
  })
})

describe('KycScreen with a widget origin the policy does not allow', () => {
  it('says at once that the check is not available, logs both origins, asks for no token', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    const { user } = await renderKyc('https://kyc.elsewhere.test/sdk')
    const sent = recordRequests()

    expect(screen.getByRole('alert')).toHaveTextContent(
      'The identity check is not available right now.',
    )
    expect(heading()).toBeInTheDocument()
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('https://kyc.elsewhere.test'))
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('https://in.sumsub.com'))
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('http://127.0.0.1:*'))

    // Fixed on the server: Try again reads the settings afresh and starts the check.
    db.settings.kycServiceUrl = LOCAL_KYC_SERVICE_URL
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByText(`Identity widget at ${LOCAL_KYC_SERVICE_URL}`)).toBeVisible()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    expect(sent.all.map(({ path }) => path)).toEqual(['/settings', '/kyc/access-token'])
  })

  it('counts an empty kycServiceUrl as not allowed, and says why a reload failed', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    const { user } = await renderKyc('')

    expect(screen.getByRole('alert')).toHaveTextContent(
      'The identity check is not available right now.',
    )
    expect(logged).toHaveBeenCalledWith(expect.stringMatching(/"" \(origin none\)/))
    addFault({ path: '/api/v1/settings', status: 503, message: 'Settings are down', times: 1 })
    await user.click(screen.getByRole('button', { name: 'Try again' }))

    expect(await screen.findByText('Settings are down')).toBeVisible()
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The identity check is not available right now.',
    )
    // Logged again once the reload settled: by an effect, which may run after the text shows.
    await waitFor(() => expect(logged).toHaveBeenCalledTimes(2))
  })
})

describe('KycScreen when the widget does not answer its handshake', () => {
  it('says it is loading, then after 15 s that the check could not be loaded', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    widget.answers = false
    await renderKyc()
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    await screen.findByText(`Identity widget at ${LOCAL_KYC_SERVICE_URL}`)
    expect(screen.getByRole('status')).toHaveTextContent('Loading...')

    // The fake clock also runs with real time (the mock's answers need it), so the time the
    // set-up took is allowed for before the deadline.
    await tick(KYC_HANDSHAKE_TIMEOUT_MS - 3000)
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    expect(screen.getByRole('status')).toHaveTextContent('Loading...')
    await tick(3000)
    expect(screen.getByRole('alert')).toHaveTextContent('The identity check could not be loaded.')
    expect(heading()).toBeInTheDocument()
    expect(screen.queryByText(/Identity widget/)).not.toBeInTheDocument()
    expect(logged).toHaveBeenCalledWith(expect.stringContaining(LOCAL_KYC_SERVICE_URL))

    // The widget answers this time: a fresh token, the widget mounted afresh, no failure later.
    widget.answers = true
    const sent = recordRequests()
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByText(`Identity widget at ${LOCAL_KYC_SERVICE_URL}`)).toBeVisible()
    expect(sent.matching('GET', '/kyc/access-token')).toHaveLength(1)
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument())
    await tick(KYC_HANDSHAKE_TIMEOUT_MS)
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })
})
