// The owner's grids show a purchase at once, on the same page, without a reload: the tile that
// offered it plays, Purchases holds it with its time left; and a video bought whose source could
// not be fetched is never offered again: the player fetches the source, with Try again.
import { act, screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { beforeEach, expect, it, vi } from 'vitest'
import { renderWithProviders } from '../../../../tests/render'
import { server } from '../../../../tests/setup'
import { signedInStore } from '../../../../tests/signed-in-store'
import { toggleReaction } from '../../feed/feed-thunks'
import { MODAL_PROFILE_VIDEO, type ModalPayloads } from '../../modals/modal-names'
import { buyVideo } from '../../purchases/purchases-slice'
import { fetchOwnVideos, selectOwnVideos } from '../profile-slice'
import { OwnVideos } from './own-videos'
import { ProfileVideoModal } from './profile-video-modal'

// Seed: v8 is paid and not bought by user@demo.test, who likes it first.
const PAID = 'v8'

beforeEach(() => {
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue()
  vi.spyOn(HTMLMediaElement.prototype, 'load').mockReturnValue()
})

async function ownProfile() {
  const store = await signedInStore('user')
  await store.dispatch(toggleReaction({ id: PAID, reaction: 'like', on: true }))
  await store.dispatch(fetchOwnVideos())
  const liked = selectOwnVideos(store.getState()).liked.find(({ id }) => id === PAID)!
  const { user } = renderWithProviders(<OwnVideos />, { store })
  const section = (name: string) => screen.getByRole('region', { name })
  const tile = (name: string) =>
    within(section(name)).queryByRole('button', { name: new RegExp(`^${liked.metadata.name}`) })
  return { store, user, tile, name: liked.metadata.name }
}

const itemFails = () =>
  server.use(
    http.get('*/api/v1/items/:id', () =>
      HttpResponse.json({ message: 'Resting' }, { status: 503 }),
    ),
  )

it('a purchase shows at once: the liked tile plays, Purchases holds it with its time', async () => {
  const { store, user, tile, name } = await ownProfile()
  expect(tile('Liked')).toHaveAccessibleName(`${name}, locked`)
  expect(tile('Purchases')).toBeNull()

  await act(() => store.dispatch(buyVideo(PAID)))
  expect(tile('Liked')).toHaveAccessibleName(`${name}, 24 h left`)
  expect(tile('Purchases')).toHaveAccessibleName(`${name}, 24 h left`)

  await user.click(tile('Liked')!)
  expect(store.getState().modals.queue).toEqual([
    {
      name: MODAL_PROFILE_VIDEO,
      payload: expect.objectContaining({ id: PAID, src: expect.stringMatching(/\.mp4$/) }),
    },
  ])
})

it('bought without a source: no offer; the player fetches it, Try again after a failure', async () => {
  const { store, user, tile, name } = await ownProfile()
  itemFails()
  await act(() => store.dispatch(buyVideo(PAID)))
  expect(tile('Liked')).toHaveAccessibleName(`${name}, 24 h left`)
  expect(tile('Purchases')).toHaveAccessibleName(`${name}, 24 h left`)

  await user.click(tile('Purchases')!)
  const [opened] = store.getState().modals.queue
  expect(opened).toMatchObject({ name: MODAL_PROFILE_VIDEO, payload: { id: PAID, src: '' } })
  renderWithProviders(
    <ProfileVideoModal
      name={MODAL_PROFILE_VIDEO}
      payload={opened!.payload as ModalPayloads[typeof MODAL_PROFILE_VIDEO]}
      onClose={() => {}}
    />,
    { store },
  )
  expect(await screen.findByRole('alert')).toHaveTextContent('The video could not be loaded.')

  server.resetHandlers()
  await user.click(screen.getByRole('button', { name: 'Try again' }))
  await vi.waitFor(() =>
    expect(document.querySelector('video')).toHaveAttribute('src', expect.stringMatching(/\.mp4$/)),
  )
})
