// Home: the vertical feed under its header, or what stands in for it while the
// first page loads, when there is nothing to show, or when loading failed.
import { useEffect, type ReactNode } from 'react'
import { shallowEqual } from 'react-redux'
import { useAppDispatch, useAppSelector } from '../../../app/hooks'
import { LoadFailure, LoadingStatus } from '../../../components/load-state'
import { filterChanged, selectFeedStatus } from '../feed-slice'
import { fetchFeedPage } from '../feed-thunks'
import { FeedHeader } from './feed-header'
import { FeedPager } from './feed-pager'
import { useFeedAnalytics } from './use-feed-analytics'
import './feed.css'

function FeedMessage({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="feed-message" role="status">
      <p className="feed-message__title">{title}</p>
      {children}
    </div>
  )
}

export function FeedScreen() {
  const dispatch = useAppDispatch()
  // Not the whole feed: a swipe re-renders the pager, not the screen around it.
  const { hasItems, filter, page, hasMore, isLoading, error } = useAppSelector(
    selectFeedStatus,
    shallowEqual,
  )
  const needsFirstPage = page === 0 && hasMore && !isLoading && !error
  useFeedAnalytics()

  useEffect(() => {
    if (needsFirstPage) void dispatch(fetchFeedPage())
  }, [dispatch, needsFirstPage])

  const retry = () => void dispatch(fetchFeedPage())
  let body: ReactNode
  if (hasItems) {
    body = <FeedPager key={filter} />
  } else if (error) {
    body = (
      <LoadFailure
        className="feed-message"
        title="The videos could not be loaded."
        onRetry={retry}
      />
    )
  } else if (hasMore) {
    body = <LoadingStatus className="feed-message" label="Loading videos" />
  } else if (filter === 'following') {
    body = (
      <FeedMessage title="No videos from creators you follow yet.">
        <button type="button" className="button" onClick={() => dispatch(filterChanged('default'))}>
          Show the Feed
        </button>
      </FeedMessage>
    )
  } else {
    body = <FeedMessage title="No videos yet. Come back soon." />
  }

  return (
    <div className="feed">
      <h1 className="visually-hidden">Home</h1>
      <FeedHeader />
      {body}
      {hasItems && error && (
        <div className="feed__more-error" role="alert">
          <span>More videos could not be loaded.</span>
          <button type="button" className="button" onClick={retry}>
            Try again
          </button>
        </div>
      )}
    </div>
  )
}
