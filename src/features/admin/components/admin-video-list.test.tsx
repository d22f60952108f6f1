// The admin video list on screen: one video plays at a time, in place; a verified video leaves
// the moderation list and the next moves up, an emptied last page gives way to the one before;
// a refused change is put back and told once ('Update Error!', 'Delete Error!') with the focus
// kept; one user's videos name the owner or say there are none.
import { screen, waitFor, within } from '@testing-library/react'
import { Route, Routes, useLocation } from 'react-router-dom'
import { ToastContainer } from 'react-toastify/unstyled'
import { describe, expect, it } from 'vitest'
import { db, findUserByEmail } from '../../../../mock-api/db'
import { addFault } from '../../../../mock-api/faults'
import { DEMO_ACCOUNTS } from '../../../../mock-api/seed/demo-accounts'
import { renderWithProviders } from '../../../../tests/render'
import { recordRequests } from '../../../../tests/sent-requests'
import { signedInStore } from '../../../../tests/signed-in-store'
import { adminUserPath, paths } from '../../../config/paths'
import { ModerationScreen } from './moderation-screen'
import { UserVideosScreen } from './user-videos-screen'

function Location() {
  const { pathname, search } = useLocation()
  return <output aria-label="Location">{pathname + search}</output>
}

async function renderModeration(route = '/admin-panel/moderation') {
  const store = await signedInStore('admin')
  const rendered = renderWithProviders(
    <>
      <ToastContainer />
      <ModerationScreen />
      <Location />
    </>,
    { store, route },
  )
  await screen.findByRole('list', { name: 'Videos to moderate' })
  return rendered
}

const titles = () => screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)
const row = (title: string) =>
  screen.getByRole('heading', { level: 2, name: title }).closest('li') as HTMLElement
/** One more unverified video than a page holds: the moderation list has a second page. */
const unverifyOne = () => {
  const video = db.videos.find((candidate) => candidate.isVerified)!
  video.isVerified = false
  return db.videos.filter((candidate) => !candidate.isVerified).length
}

// Ten rows of posters and controls: the heaviest screen of the component tests, so a busy machine
// gets more than the default 5 s.
describe('AdminVideoList', { timeout: 15_000 }, () => {
  it('plays a video in place on demand, one at a time', async () => {
    const { user, container } = await renderModeration()
    expect(container.querySelector('video')).toBeNull()
    const [first, second] = titles() as [string, string]

    await user.click(screen.getByRole('button', { name: `Play ${first}` }))
    const video = container.querySelector('video')!
    expect(video).toHaveAccessibleName(first)
    expect(video).toHaveAttribute('controls')
    expect(video.getAttribute('src')).toMatch(/^\/media\/clip-\d\.mp4$/)
    expect(video).toHaveFocus()

    await user.click(screen.getByRole('button', { name: `Play ${second}` }))
    expect(container.querySelectorAll('video')).toHaveLength(1)
    expect(container.querySelector('video')).toHaveAccessibleName(second)
    expect(screen.getByRole('button', { name: `Play ${first}` })).toBeVisible()
  })

  it('takes a verified video off the list and moves the next one up', async () => {
    expect(unverifyOne()).toBe(11)
    const { user } = await renderModeration()
    const before = titles()
    expect(before).toHaveLength(10)

    await user.click(screen.getByRole('button', { name: `Verify ${before[0]}` }))
    await waitFor(() => expect(titles()).not.toContain(before[0]))
    await waitFor(() => expect(titles()).toHaveLength(10))
    expect(titles().slice(0, 9)).toEqual(before.slice(1))
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent(`“${before[0]}” verified.`)
    expect(screen.getByRole('list', { name: 'Videos to moderate' })).toHaveFocus()
    // Ten left: a single page.
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).toBeNull()
  })

  it('goes to the page before when the last page empties', async () => {
    unverifyOne()
    const { user } = await renderModeration('/admin-panel/moderation?page=2')
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toBeVisible()
    const [only] = titles() as [string]
    expect(titles()).toHaveLength(1)

    await user.click(screen.getByRole('button', { name: `Verify ${only}` }))
    await waitFor(() =>
      expect(screen.getByLabelText('Location')).toHaveTextContent(/^\/admin-panel\/moderation$/),
    )
    await waitFor(() => expect(titles()).toHaveLength(10))
    expect(titles()).not.toContain(only)
  })

  it('puts a refused verify back and says Update Error! once, keeping the focus', async () => {
    const { user } = await renderModeration()
    const [title] = titles() as [string]
    const video = db.videos.find((candidate) => candidate.name === title)!
    addFault({ path: `/api/v1/manager/items/${video.id}`, status: 500, message: 'No', times: 1 })

    await user.click(screen.getByRole('button', { name: `Verify ${title}` }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Update Error!')
    const verify = within(row(title)).getByRole('button', { name: `Verify ${title}` })
    await waitFor(() => expect(verify).toHaveFocus())
    expect(verify).toBeEnabled()
    expect(within(row(title)).getByText('Not verified')).toBeVisible()
    expect(screen.getAllByRole('alert')).toHaveLength(1)
  })

  it('switches paid and says Update Error! when that is refused', async () => {
    const { user } = await renderModeration()
    const title = titles().find((name) =>
      db.videos.some((video) => video.name === name && video.permission === 'PUBLIC'),
    )!
    const video = db.videos.find((candidate) => candidate.name === title)!
    const sent = recordRequests()
    const paid = within(row(title)).getByRole('switch', { name: 'Paid' })

    await user.click(paid)
    expect(within(row(title)).getByText('Private')).toBeVisible()
    await waitFor(() => expect(paid).toBeEnabled())
    expect(await sent.matching('PUT', `/manager/items/${video.id}`)[0]!.request.json()).toEqual({
      permission: 'PRIVATE',
    })

    addFault({ path: `/api/v1/manager/items/${video.id}`, status: 500, times: 1 })
    await user.click(paid)
    expect(await screen.findByRole('alert')).toHaveTextContent('Update Error!')
    await waitFor(() => expect(paid).toBeChecked())
    expect(within(row(title)).getByText('Private')).toBeVisible()
  })

  it('asks before deleting; a refused delete keeps the video and says Delete Error!', async () => {
    const { user } = await renderModeration()
    const [title] = titles() as [string]
    const sent = recordRequests()
    const remove = within(row(title)).getByRole('button', { name: `Delete ${title}` })

    await user.click(remove)
    const dialog = screen.getByRole('dialog', { name: 'Delete?' })
    expect(dialog).toHaveTextContent(`“${title}” will be removed for good.`)
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect(sent.all).toEqual([])

    const video = db.videos.find((candidate) => candidate.name === title)!
    addFault({ path: `/api/v1/items/${video.id}`, status: 500, times: 1 })
    await user.click(remove)
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Delete Error!')
    await waitFor(() => expect(remove).toHaveFocus())
    expect(titles()).toContain(title)
    expect(screen.getAllByRole('alert')).toHaveLength(1)
  })

  it('says when nothing is left to moderate', async () => {
    for (const video of db.videos) video.isVerified = true
    const store = await signedInStore('manager')
    renderWithProviders(<ModerationScreen />, { store })
    expect(await screen.findByText(/^Nothing to moderate/)).toBeVisible()
    expect(screen.queryByRole('list', { name: 'Videos to moderate' })).toBeNull()
  })
})

describe('UserVideosScreen', () => {
  /** The screen on its route, opened by an admin for the user `userId`. */
  async function renderUserVideos(userId: string) {
    const store = await signedInStore('admin')
    return renderWithProviders(
      <Routes>
        <Route path={paths.adminUser} element={<UserVideosScreen />} />
      </Routes>,
      { store, route: adminUserPath(userId) },
    )
  }

  it("names the owner and lists only the owner's videos, with a way back", async () => {
    const creator = findUserByEmail(DEMO_ACCOUNTS.creator.email)!
    await renderUserVideos(creator.id)
    await screen.findByRole('list', { name: 'User videos' })
    // The heading names the owner once; the rows do not repeat it.
    expect(screen.getByText(DEMO_ACCOUNTS.creator.email)).toBeVisible()
    const own = new Set(db.videos.filter((v) => v.ownerId === creator.id).map((v) => v.name))
    expect(titles().every((title) => own.has(title))).toBe(true)
    expect(screen.getByRole('link', { name: 'All Users' })).toHaveAttribute(
      'href',
      '/admin-panel/users',
    )
  })

  it('says when the user has no videos', async () => {
    const admin = findUserByEmail(DEMO_ACCOUNTS.admin.email)!
    await renderUserVideos(admin.id)
    expect(await screen.findByText('This user has no videos.')).toBeVisible()
  })
})
