// The leave guard under a real router: links, Back and closing the tab while it is on.
import { act, cleanup, screen } from '@testing-library/react'
import { Link, Route, Routes } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { fakeHistory } from '../../../tests/fake-history'
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
  const routes = (on: boolean) => (
    <Routes>
      <Route path="/profile/upload" element={<Guarded active={on} onLeave={onLeave} />} />
      <Route path="/wallet" element={<h1>Wallet page</h1>} />
    </Routes>
  )
  const view = renderWithProviders(routes(active), { route: '/profile/upload' })
  return { ...view, onLeave, setActive: (on: boolean) => view.rerender(routes(on)) }
}

// The browser's history, with the upload page's entry over the wallet's.
let browser: ReturnType<typeof fakeHistory>
const settle = () => act(browser.settled)
async function pressBack() {
  browser.pressBack()
  await settle()
}

beforeEach(() => {
  browser = fakeHistory({ key: '/wallet' })
  window.history.pushState({ key: '/profile/upload' }, '')
})

// The guard's entry comes off once the page is gone; that Back must arrive before the next test.
afterEach(async () => {
  cleanup()
  await browser.settled()
})

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

  it('asks before Back leaves the page: Stay keeps it and asks again, Leave goes back', async () => {
    const { user, onLeave } = renderGuarded(true)
    await settle()

    await pressBack()
    expect(screen.getByRole('heading', { name: 'Upload page' })).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Stay' }))
    await settle()
    expect(browser.current()).toMatchObject({ key: '/profile/upload' })

    await pressBack()
    expect(onLeave).not.toHaveBeenCalled()
    await user.click(screen.getByRole('button', { name: 'Leave' }))
    await settle()
    expect(onLeave).toHaveBeenCalledTimes(1)
    expect(browser.current()).toMatchObject({ key: '/wallet' })
  })

  it('leaves no entry behind once it is off again, so Back leaves the page at once', async () => {
    const { setActive, onLeave } = renderGuarded(true)
    await settle()
    setActive(false)
    await settle()

    await pressBack()
    expect(browser.current()).toMatchObject({ key: '/wallet' })
    expect(screen.queryByRole('button', { name: 'Leave' })).not.toBeInTheDocument()
    expect(onLeave).not.toHaveBeenCalled()
  })
})
