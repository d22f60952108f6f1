// The leave guard under a real router: links, Back and closing the tab while it is on.
import { act, screen } from '@testing-library/react'
import { Link, Route, Routes } from 'react-router-dom'
import { describe, expect, it, vi } from 'vitest'
import { renderWithProviders } from '../../../tests/render'
import { useLeaveGuard } from './use-leave-guard'

function Guarded({ active, onLeave }: { active: boolean; onLeave: () => void }) {
  const guard = useLeaveGuard(active, onLeave)
  return (
    <>
      <h1>Upload page</h1>
      <Link to="/wallet">Wallet</Link>
      {guard.isAsking && (
        <>
          <button onClick={guard.stay}>Stay</button>
          <button onClick={guard.leave}>Leave</button>
        </>
      )}
    </>
  )
}

function renderGuarded(active: boolean) {
  const onLeave = vi.fn()
  const view = renderWithProviders(
    <Routes>
      <Route path="/profile/upload" element={<Guarded active={active} onLeave={onLeave} />} />
      <Route path="/wallet" element={<h1>Wallet page</h1>} />
    </Routes>,
    { route: '/profile/upload' },
  )
  return { ...view, onLeave }
}

const unloadPrevented = () => {
  const event = new Event('beforeunload', { cancelable: true })
  window.dispatchEvent(event)
  return event.defaultPrevented
}

describe('useLeaveGuard', () => {
  it('lets every navigation through while it is off', async () => {
    const { user, onLeave } = renderGuarded(false)
    expect(unloadPrevented()).toBe(false)
    await user.click(screen.getByRole('link', { name: 'Wallet' }))
    expect(screen.getByRole('heading', { name: 'Wallet page' })).toBeInTheDocument()
    expect(onLeave).not.toHaveBeenCalled()
  })

  it('holds a link until the answer: Stay keeps the page, Leave runs onLeave and goes', async () => {
    const { user, onLeave } = renderGuarded(true)
    await user.click(screen.getByRole('link', { name: 'Wallet' }))
    expect(screen.getByRole('heading', { name: 'Upload page' })).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Stay' }))
    expect(screen.queryByRole('button', { name: 'Leave' })).not.toBeInTheDocument()
    expect(onLeave).not.toHaveBeenCalled()

    await user.click(screen.getByRole('link', { name: 'Wallet' }))
    await user.click(screen.getByRole('button', { name: 'Leave' }))
    expect(onLeave).toHaveBeenCalledTimes(1)
    expect(screen.getByRole('heading', { name: 'Wallet page' })).toBeInTheDocument()
  })

  it('asks the browser before the tab closes or reloads', () => {
    renderGuarded(true)
    expect(unloadPrevented()).toBe(true)
  })

  it('asks before Back leaves the page, and goes back on Leave', async () => {
    const { user, onLeave } = renderGuarded(true)
    const back = vi.spyOn(window.history, 'back').mockImplementation(() => undefined)
    // Back from the guard entry lands on the page's own entry, which has no guard mark.
    act(() => {
      window.history.replaceState({}, '')
      window.dispatchEvent(new PopStateEvent('popstate'))
    })
    expect(screen.getByRole('heading', { name: 'Upload page' })).toBeInTheDocument()
    expect(back).not.toHaveBeenCalled()

    await user.click(screen.getByRole('button', { name: 'Leave' }))
    expect(onLeave).toHaveBeenCalledTimes(1)
    expect(back).toHaveBeenCalledTimes(1)
  })
})
