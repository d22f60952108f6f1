// The shell's offline banner and the load failure's offline reason follow the browser's status.
import { act, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { LoadFailure } from './load-state'
import { OFFLINE_BANNER_TEXT, OfflineBanner } from './offline-banner'

function goOffline(offline: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(!offline)
  act(() => void window.dispatchEvent(new Event(offline ? 'offline' : 'online')))
}

afterEach(() => vi.restoreAllMocks())

describe('offline status', () => {
  it('the banner shows in its live region while offline only', () => {
    render(<OfflineBanner />)
    expect(screen.getByRole('status')).toBeEmptyDOMElement()
    goOffline(true)
    expect(screen.getByRole('status')).toHaveTextContent(OFFLINE_BANNER_TEXT)
    goOffline(false)
    expect(screen.getByRole('status')).toBeEmptyDOMElement()
  })

  it('a load failure says plainly that the browser is offline', () => {
    render(
      <LoadFailure
        title="The wallet could not be loaded."
        detail="Network error."
        onRetry={() => {}}
      />,
    )
    expect(screen.getByRole('alert')).toHaveTextContent('Network error.')
    goOffline(true)
    expect(screen.getByRole('alert')).toHaveTextContent('You are offline.')
    expect(screen.getByRole('alert')).not.toHaveTextContent('Network error.')
  })
})
