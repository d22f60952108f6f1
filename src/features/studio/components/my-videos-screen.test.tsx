// My Videos by keyboard: a deleted video takes its controls with it, and the focus goes to the
// list rather than to the page. (That the Paid switch keeps the focus through its call needs a
// browser, which blurs a control as it is disabled: tests/e2e/keyboard-tasks.spec.ts.)
import { screen, waitFor, within } from '@testing-library/react'
import { ToastContainer } from 'react-toastify/unstyled'
import { describe, expect, it } from 'vitest'
import { renderWithProviders } from '../../../../tests/render'
import { signedInStore } from '../../../../tests/signed-in-store'
import { MyVideosScreen } from './my-videos-screen'

async function renderMyVideos() {
  const store = await signedInStore('creator')
  const rendered = renderWithProviders(
    <>
      <ToastContainer />
      <MyVideosScreen />
    </>,
    { store, route: '/profile/videos' },
  )
  await screen.findAllByRole('switch', { name: 'Paid' })
  return rendered
}

const firstRow = () => screen.getAllByRole('heading', { level: 2 })[0]!.closest('li')!

describe('MyVideosScreen', () => {
  it('after a delete the focus goes to the list, not to the page', async () => {
    const { user } = await renderMyVideos()
    const title = within(firstRow()).getByRole('heading', { level: 2 }).textContent ?? ''
    within(firstRow())
      .getByRole('button', { name: `Delete ${title}` })
      .focus()
    await user.keyboard('{Enter}')
    const dialog = screen.getByRole('dialog', { name: 'Delete?' })
    within(dialog).getByRole('button', { name: 'Delete' }).focus()
    await user.keyboard('{Enter}')

    await waitFor(() =>
      expect(screen.queryByRole('heading', { level: 2, name: title })).not.toBeInTheDocument(),
    )
    // The videos' list (the pager holds the other).
    await waitFor(() => expect(screen.getAllByRole('list')[0]).toHaveFocus())
  })
})
