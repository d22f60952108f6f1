import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { listenForInstallPrompt } from '../lib/install-prompt'
import { InstallApp } from './install-app'

const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1'

const target = new EventTarget()
listenForInstallPrompt(target as Window)

afterEach(() => {
  act(() => void target.dispatchEvent(new Event('appinstalled')))
  vi.unstubAllGlobals()
})

describe('InstallApp', () => {
  it('shows nothing until the browser offers installing', () => {
    const { container } = render(<InstallApp />)
    expect(container).toBeEmptyDOMElement()
  })

  it("shows 'Install app' with an offer; a click prompts and hides it", async () => {
    const prompt = vi.fn(() => Promise.resolve())
    render(<InstallApp />)
    act(() => {
      target.dispatchEvent(
        Object.assign(new Event('beforeinstallprompt'), {
          prompt,
          userChoice: Promise.resolve({ outcome: 'accepted' }),
        }),
      )
    })
    await userEvent.click(screen.getByRole('button', { name: 'Install app' }))
    expect(prompt).toHaveBeenCalledTimes(1)
    expect(screen.queryByRole('button', { name: 'Install app' })).not.toBeInTheDocument()
  })

  it('on iOS Safari, tells how to add the app to the home screen', () => {
    vi.stubGlobal('navigator', { ...navigator, userAgent: IPHONE_SAFARI, maxTouchPoints: 5 })
    render(<InstallApp />)
    expect(screen.getByText('To install, tap Share, then Add to Home Screen.')).toBeInTheDocument()
  })

  it('on iOS Safari opened from the home screen, shows nothing', () => {
    vi.stubGlobal('navigator', {
      ...navigator,
      userAgent: IPHONE_SAFARI,
      maxTouchPoints: 5,
      standalone: true,
    })
    const { container } = render(<InstallApp />)
    expect(container).toBeEmptyDOMElement()
  })
})
