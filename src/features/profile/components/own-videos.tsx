// What the owner sees on their profile (SPEC.md §2): the videos they unlocked, with the time
// left on each 24-hour unlock, the ones they liked and the ones they favourited.
import { useAppDispatch, useAppSelector } from '../../../app/hooks'
import { selectOwnVideos } from '../profile-slice'
import { fetchOwnVideos } from '../profile-thunks'
import { VideoGrid } from './video-grid'

export function OwnVideos() {
  const dispatch = useAppDispatch()
  const { purchases, liked, favorites, isLoading, error } = useAppSelector(selectOwnVideos)

  if (error !== null) {
    return (
      <div className="profile-message" role="alert">
        <p>Your videos could not be loaded.</p>
        <button type="button" className="button" onClick={() => void dispatch(fetchOwnVideos())}>
          Try again
        </button>
      </div>
    )
  }
  if (isLoading && purchases.length + liked.length + favorites.length === 0) {
    return (
      <div className="profile-message" role="status" aria-label="Loading your videos">
        <span className="spinner" aria-hidden="true" />
      </div>
    )
  }
  const sections = [
    { title: 'Purchases', items: purchases, empty: 'No unlocked videos right now.' },
    { title: 'Liked', items: liked, empty: 'No liked videos yet.' },
    { title: 'Favourites', items: favorites, empty: 'No favourites yet.' },
  ]
  return sections.map(({ title, items, empty }) => (
    <section key={title} className="own-videos" aria-label={title}>
      <h2 className="own-videos__title">{title}</h2>
      <VideoGrid items={items} empty={empty} />
    </section>
  ))
}
