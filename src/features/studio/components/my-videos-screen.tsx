// My Videos: the creator's own videos, 5 a page, each with its status, moderation and access;
// switch free/paid, delete after a yes. The page is in the URL (?page=2), so Back and a reload
// keep it.
import { useEffect, useRef, useState } from 'react'
import { Link } from 'react-router-dom'
import { CREATOR_PAGE_SIZE } from '../../../api/items'
import type { FeedItem } from '../../../api/types'
import { useAppDispatch, useAppSelector } from '../../../app/hooks'
import { ConfirmDelete } from '../../../components/confirm-dialog'
import { LoadFailure, LoadingStatus } from '../../../components/load-state'
import { Pager } from '../../../components/pager'
import { VideoRow } from '../../../components/video-row'
import { paths } from '../../../config/paths'
import { showSuccessToast } from '../../../lib/toast'
import { usePageParam } from '../../../lib/use-page-param'
import { useRowFocus } from '../../../lib/use-row-focus'
import { selectRole } from '../../auth/auth-slice'
import { selectMyVideos } from '../my-videos-slice'
import { fetchMyVideos, removeVideo, setVideoAccess } from '../my-videos-thunks'
import { useProcessingRefresh } from '../use-processing-refresh'
import './studio.css'

export function MyVideosScreen() {
  const role = useAppSelector(selectRole)
  const isCreator = role === 'creator' || role === 'admin'
  return (
    <div className="page">
      <h1 className="page__title">My Videos</h1>
      {isCreator ? (
        <MyVideosList />
      ) : (
        <div className="load-state">
          <p className="load-state__detail">Only creators have videos here.</p>
          <Link className="button" to={paths.profileSettings}>
            Become Creator
          </Link>
        </div>
      )}
    </div>
  )
}

function MyVideosList() {
  const dispatch = useAppDispatch()
  const { items, count, isLoading, isLoaded, error, busyIds } = useAppSelector(selectMyVideos)
  const [page, setPage] = usePageParam()
  const [attempt, setAttempt] = useState(0)
  const [toDelete, setToDelete] = useState<FeedItem | null>(null)
  const listRef = useRef<HTMLUListElement>(null)
  const focusAfter = useRowFocus(listRef, busyIds)
  useProcessingRefresh(page)

  useEffect(() => {
    void dispatch(fetchMyVideos({ page }))
  }, [dispatch, page, attempt])

  const changeAccess = async (item: FeedItem, paid: boolean) => {
    focusAfter(item.id, 'input[role="switch"]')
    const result = await dispatch(
      setVideoAccess({ id: item.id, permission: paid ? 'PRIVATE' : 'PUBLIC' }),
    )
    if (setVideoAccess.fulfilled.match(result)) showSuccessToast('Video updated successfully')
  }

  const confirmDelete = async () => {
    if (!toDelete) return
    const { id } = toDelete
    setToDelete(null)
    focusAfter(id, '[data-control="delete"]')
    const result = await dispatch(removeVideo(id))
    if (!removeVideo.fulfilled.match(result)) return
    showSuccessToast('Video deleted')
    // The next page's first video moves up; an emptied last page gives way to the one before.
    if (items.length === 1 && page > 0) setPage(page - 1)
    else void dispatch(fetchMyVideos({ page, quiet: true }))
  }

  if (isLoading && !isLoaded) return <LoadingStatus label="Loading your videos" />
  if (error !== null) {
    return (
      <LoadFailure
        title="Your videos could not be loaded."
        detail={error}
        onRetry={() => setAttempt((n) => n + 1)}
      />
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
            isBusy={busyIds.includes(item.id)}
            onPaidChange={(video, paid) => void changeAccess(video, paid)}
            onDelete={setToDelete}
          />
        ))}
      </ul>
      <Pager page={page} pageCount={Math.ceil(count / CREATOR_PAGE_SIZE)} onPageChange={setPage} />
      {toDelete && (
        <ConfirmDelete
          what={`“${toDelete.metadata.name || 'Video'}”`}
          onConfirm={() => void confirmDelete()}
          onCancel={() => setToDelete(null)}
        />
      )}
    </>
  )
}
