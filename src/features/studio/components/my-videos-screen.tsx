// My Videos: the creator's own videos, 5 a page, each with its status, moderation and access;
// switch free/paid, delete after a yes. The page is in the URL (?page=2), so Back and a reload
// keep it.
import { useRef } from 'react'
import { Link } from 'react-router-dom'
import type { FeedItem } from '../../../api/types'
import { ConfirmDelete } from '../../../components/confirm-dialog'
import { LoadFailure, LoadingStatus } from '../../../components/load-state'
import { Pager } from '../../../components/pager'
import { VideoRow } from '../../../components/video-row'
import { paths } from '../../../config/paths'
import { videoTitle } from '../../../lib/format'
import { emptyListPage } from '../../../lib/paged-list'
import { showSuccessToast } from '../../../lib/toast'
import { useVideoList } from '../../video-lists/use-video-list'
import { MINE, myVideos } from '../my-videos-slice'
import { useProcessingRefresh } from '../use-processing-refresh'
import './studio.css'

/** Only the creator tools' users reach it: the route table asks (src/app/route-access.ts). */
export function MyVideosScreen() {
  return (
    <div className="page">
      <h1 className="page__title">My Videos</h1>
      <MyVideosList />
    </div>
  )
}

/** Until the first load the store holds no list: it shows as empty and not loaded. */
const notLoaded = { ...emptyListPage<FeedItem>(), pending: {} }

function MyVideosList() {
  const listRef = useRef<HTMLUListElement>(null)
  const videos = useVideoList(myVideos, MINE, listRef)
  const { page, setPage, toDelete } = videos
  const { items, count, isLoading, isLoaded, error, pending } = videos.list ?? notLoaded
  useProcessingRefresh(page)

  const setPaid = async (item: FeedItem, paid: boolean) => {
    if (await videos.setPaid(item, paid)) showSuccessToast('Video updated successfully')
  }

  const confirmDelete = async () => {
    if (await videos.confirmDelete()) showSuccessToast('Video deleted')
  }

  if (isLoading && !isLoaded) return <LoadingStatus label="Loading your videos" />
  if (error !== null) {
    return (
      <LoadFailure title="Your videos could not be loaded." detail={error} onRetry={videos.retry} />
    )
  }
  if (isLoaded && count === 0) {
    return (
      <div className="load-state">
        <p className="load-state__detail">You have not uploaded any videos yet.</p>
        <Link className="button button--primary" to={paths.upload}>
          Upload
        </Link>
      </div>
    )
  }

  return (
    <>
      <ul ref={listRef} className="my-videos" aria-busy={isLoading || undefined} tabIndex={-1}>
        {items.map((item) => (
          <VideoRow
            key={item.id}
            item={item}
            block="my-video"
            media={<img className="my-video__poster" src={item.poster} alt="" loading="lazy" />}
            isBusy={item.id in pending}
            onPaidChange={(video, paid) => void setPaid(video, paid)}
            onDelete={videos.askDelete}
          />
        ))}
      </ul>
      <Pager page={page} pageCount={videos.pageCount} onPageChange={setPage} />
      {toDelete && (
        <ConfirmDelete
          what={`“${videoTitle(toDelete)}”`}
          onConfirm={() => void confirmDelete()}
          onCancel={videos.cancelDelete}
        />
      )}
    </>
  )
}
