// The dialog shell's keyboard and page rules that the modal queue's tests do not reach: a
// player's controls inside it, and the live layer (toasts) that stays reachable behind it.
import { fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { Dialog, DialogTitle } from './dialog'
import { LIVE_LAYER_ATTRIBUTE } from './dialog-page-lock'

afterEach(() => {
  document.body.querySelectorAll(`[${LIVE_LAYER_ATTRIBUTE}]`).forEach((layer) => layer.remove())
})

function PlayerDialog() {
  return (
    <Dialog onDismiss={() => {}}>
      <button type="button">Close</button>
      <DialogTitle>Sunset run</DialogTitle>
      {/* Browsers focus a player with controls; jsdom needs a tabindex to do the same. */}
      <video aria-label="Sunset run" controls tabIndex={-1} />
    </Dialog>
  )
}

describe('Dialog', () => {
  it("counts a player as a stop and leaves Tab inside the player's controls to the browser", async () => {
    const user = userEvent.setup()
    render(<PlayerDialog />)
    const close = screen.getByRole('button', { name: 'Close' })
    const player = screen.getByLabelText('Sunset run', { selector: 'video' })

    close.focus()
    // Close is not the last stop any more: Tab goes on to the player instead of wrapping.
    expect(fireEvent.keyDown(close, { key: 'Tab' })).toBe(true)
    player.focus()
    expect(player).toHaveFocus()
    expect(fireEvent.keyDown(player, { key: 'Tab' })).toBe(true)
    expect(fireEvent.keyDown(player, { key: 'Tab', shiftKey: true })).toBe(true)

    // Backwards from the first stop, focus wraps to the player.
    close.focus()
    await user.tab({ shift: true })
    expect(player).toHaveFocus()
  })

  it('makes the page inert but leaves a live layer (the toasts) announced and usable', () => {
    const layer = document.createElement('div')
    layer.setAttribute(LIVE_LAYER_ATTRIBUTE, '')
    layer.innerHTML = '<div role="alert">You need 10 Points to unlock this video.</div>'
    document.body.append(layer)
    const { container, unmount } = render(<PlayerDialog />)

    expect(container).toHaveAttribute('inert')
    expect(layer).not.toHaveAttribute('inert')
    expect(screen.getByRole('alert')).toHaveTextContent('You need 10 Points')

    unmount()
    expect(container).not.toHaveAttribute('inert')
  })
})
