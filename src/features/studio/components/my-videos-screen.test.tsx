// My Videos by keyboard: a deleted video takes its controls with it, and the focus goes to the
// list rather than to the page. (That the Paid switch keeps the focus through its call needs a
// browser, which blurs a control as it is disabled: tests/e2e/keyboard-tasks.spec.ts.) A delete
// that empties the last page goes to the page before, in place of the emptied one.
import { screen, waitFor, within } from '@testing-library/react'
import { useLocation } from 'react-router-dom'
import { ToastContainer } from 'react-toastify/unstyled'
import { describe, expect, it } from 'vitest'
import { db, findUserByEmail } from '../../../../mock-api/db'
import { DEMO_ACCOUNTS } from '../../../../mock-api/seed/demo-accounts'
import { renderWithProviders } from '../../../../tests/render'
import { signedInStore } from '../../../../tests/signed-in-store'
import { MyVideosScreen } from './my-videos-screen'

function Location() {
  const { pathname, search } = useLocation()
  return <output aria-label="Location">{pathname + search}</output>
}

async function renderMyVideos(route = '/profile/videos') {
  const store = await signedInStore('creator')
  const rendered = renderWithProviders(
    <>
      <ToastContainer />
      <MyVideosScreen />
      <Location />
    </>,
    { store, route },
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

  it('goes to the page before when a delete empties the last page', async () => {
    // Six videos: the second page holds one.
    const creator = findUserByEmail(DEMO_ACCOUNTS.creator.email)!
    const own = db.videos.filter((video) => video.ownerId === creator.id)
    db.videos = db.videos.filter((video) => !own.slice(6).includes(video))
    const { user } = await renderMyVideos('/profile/videos?page=2')
    const [only] = screen.getAllByRole('heading', { level: 2 })
    const title = only!.textContent ?? ''

    await user.click(screen.getByRole('button', { name: `Delete ${title}` }))
    await user.click(
      within(screen.getByRole('dialog', { name: 'Delete?' })).getByRole('button', {
        name: 'Delete',
      }),
    )
    await waitFor(() =>
      expect(screen.getByLabelText('Location')).toHaveTextContent(/^\/profile\/videos$/),
    )
    await waitFor(() => expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(5))
    expect(screen.queryByRole('heading', { level: 2, name: title })).not.toBeInTheDocument()
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).toBeNull()
  })
})
