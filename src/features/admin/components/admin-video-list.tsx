// The one admin video list (moderation, all videos, one user's videos): a page of 10 with the
// page in the URL, each video playable in place (one at a time), verify, paid and delete after
// 'Delete?'. A page that fails to load says 'Upload Error!' with a retry; an emptied last page
// gives way to the one before.
import { useEffect, useMemo, useRef, useState } from 'react'
import { ADMIN_PAGE_SIZE } from '../../../api/admin'
import type { FeedItem } from '../../../api/types'
import { useAppDispatch, useAppSelector } from '../../../app/hooks'
import { ConfirmDelete } from '../../../components/confirm-dialog'
import { LoadFailure, LoadingStatus } from '../../../components/load-state'
import { Pager } from '../../../components/pager'
import { VideoRow } from '../../../components/video-row'
import { usePageParam } from '../../../lib/use-page-param'
import { useRowFocus } from '../../../lib/use-row-focus'
import { selectAdminVideoList } from '../moderation-slice'
import { fetchAdminVideos } from '../moderation-thunks'
import { useAdminVideoActions } from '../use-admin-video-actions'
import { AdminVideoMedia } from './admin-video-media'
import './moderation.css'

interface AdminVideoListProps {
  owner: string
  /** undefined = verified and unverified alike */
  isVerified?: boolean
  /** The list's name for assistive tech ('Videos to moderate'). */
  label: string
  emptyText: string
}

const NONE: readonly string[] = []

export function AdminVideoList({ owner, isVerified, label, emptyText }: AdminVideoListProps) {
  const dispatch = useAppDispatch()
  const filter = useMemo(() => ({ owner, isVerified }), [owner, isVerified])
  const list = useAppSelector((state) => selectAdminVideoList(state, filter))
  const [page, setPage] = usePageParam()
  const [attempt, setAttempt] = useState(0)
  const [toDelete, setToDelete] = useState<FeedItem | null>(null)
  const [playing, setPlaying] = useState<{ id: string; page: number } | null>(null)
  const [announcement, setAnnouncement] = useState('')
  const rootRef = useRef<HTMLDivElement>(null)
  const actions = useAdminVideoActions(filter, page)
  const busyIds = list?.busyIds ?? NONE
  const focusAfter = useRowFocus(rootRef, busyIds)

  useEffect(() => {
    void dispatch(fetchAdminVideos({ ...filter, page }))
  }, [dispatch, filter, page, attempt])

  // Videos verified or deleted (here or elsewhere) can empty a page past the last one.
  const lastPage = Math.max(0, Math.ceil((list?.count ?? 0) / ADMIN_PAGE_SIZE) - 1)
  const isPastEnd = !!list?.isLoaded && !list.isLoading && list.page === page && page > lastPage
  useEffect(() => {
    if (isPastEnd && list?.items.length === 0) setPage(lastPage, { replace: true })
  }, [isPastEnd, list?.items.length, lastPage, setPage])

  const setVerified = async (item: FeedItem, value: boolean) => {
    focusAfter(item.id, '[data-control="verify"]')
    if (!(await actions.setVerified(item, value))) return
    const title = item.metadata.name || 'Video'
    setAnnouncement(`“${title}” ${value ? 'verified' : 'unverified'}.`)
  }

  const setPaid = (item: FeedItem, paid: boolean) => {
    focusAfter(item.id, 'input[role="switch"]')
    void actions.setPaid(item, paid)
  }

  const confirmDelete = async () => {
    if (!toDelete) return
    const item = toDelete
    setToDelete(null)
    focusAfter(item.id, '[data-control="delete"]')
    if (await actions.remove(item)) setAnnouncement(`“${item.metadata.name || 'Video'}” deleted.`)
  }

  const playingId = playing?.page === page ? playing.id : null
  let body
  if (!list || (list.isLoading && !list.isLoaded)) {
    body = <LoadingStatus label={`Loading ${label.toLowerCase()}`} />
  } else if (list.error !== null) {
    body = (
      <LoadFailure
        title="Upload Error!"
        detail={list.error || 'The videos could not be loaded.'}
        onRetry={() => setAttempt((n) => n + 1)}
      />
    )
  } else if (list.items.length === 0) {
    body =
      list.count === 0 && !list.isLoading ? (
        <p className="load-state">{emptyText}</p>
      ) : (
        <LoadingStatus label={`Loading ${label.toLowerCase()}`} />
      )
  } else {
    body = (
      <>
        <ul
          className="admin-videos__list"
          aria-label={label}
          aria-busy={list.isLoading || undefined}
          tabIndex={-1}
        >
          {list.items.map((item) => (
            <VideoRow
              key={item.id}
              item={item}
              block="admin-video"
              modifier={item.id === playingId ? 'playing' : undefined}
              media={
                <div className="admin-video__media">
                  <AdminVideoMedia
                    item={item}
                    isPlaying={item.id === playingId}
                    onPlay={() => setPlaying({ id: item.id, page })}
                  />
                </div>
              }
              isBusy={busyIds.includes(item.id)}
              moderation={{
                // One owner's list names them in its heading already.
                owner: owner === 'all' ? item.ownerEmail : undefined,
                onVerifiedChange: (video, value) => void setVerified(video, value),
              }}
              onPaidChange={setPaid}
              onDelete={setToDelete}
            />
          ))}
        </ul>
        <Pager
          page={page}
          pageCount={Math.ceil(list.count / ADMIN_PAGE_SIZE)}
          onPageChange={setPage}
        />
      </>
    )
  }

  return (
    <div className="admin-videos" ref={rootRef} tabIndex={-1}>
      {body}
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
      {toDelete && (
        <ConfirmDelete
          what={`“${toDelete.metadata.name || 'Video'}”`}
          onConfirm={() => void confirmDelete()}
          onCancel={() => setToDelete(null)}
        />
      )}
    </div>
  )
}
