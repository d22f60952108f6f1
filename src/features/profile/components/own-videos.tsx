// What the owner sees on their profile: the videos they unlocked, with the time
// left on each 24-hour unlock, the ones they liked and the ones they favourited.
import { useAppDispatch, useAppSelector } from '../../../app/hooks'
import { LoadFailure, LoadingStatus } from '../../../components/load-state'
import { fetchOwnVideos, selectOwnVideos } from '../profile-slice'
import { VideoGrid } from './video-grid'

export function OwnVideos() {
  const dispatch = useAppDispatch()
  const { purchases, liked, favorites, isLoading, error } = useAppSelector(selectOwnVideos)

  if (error !== null) {
    return (
      <LoadFailure
        title="Your videos could not be loaded."
        detail={error}
        onRetry={() => void dispatch(fetchOwnVideos())}
      />
    )
  }
  if (isLoading && purchases.length + liked.length + favorites.length === 0) {
    return <LoadingStatus label="Loading your videos" />
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
