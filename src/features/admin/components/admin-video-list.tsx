// The one admin video list (moderation, all videos, one user's videos): a page of 10 with the
// page in the URL, each video playable in place (one at a time), verify, paid and delete after
// 'Delete?'. A page that fails to load says 'Upload Error!' with a retry; an emptied last page
// gives way to the one before.
import { useMemo, useRef, useState } from 'react'
import type { FeedItem } from '../../../api/types'
import { ConfirmDelete } from '../../../components/confirm-dialog'
import { LoadFailure, LoadingStatus } from '../../../components/load-state'
import { Pager } from '../../../components/pager'
import { VideoRow } from '../../../components/video-row'
import { videoTitle } from '../../../lib/format'
import { useVideoList } from '../../video-lists/use-video-list'
import { adminVideos } from '../moderation-slice'
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

export function AdminVideoList({ owner, isVerified, label, emptyText }: AdminVideoListProps) {
  const filter = useMemo(() => ({ owner, isVerified }), [owner, isVerified])
  const rootRef = useRef<HTMLDivElement>(null)
  const videos = useVideoList(adminVideos, filter, rootRef)
  const { list, page, setPage, toDelete } = videos
  const [playing, setPlaying] = useState<{ id: string; page: number } | null>(null)
  const [announcement, setAnnouncement] = useState('')

  const setVerified = async (item: FeedItem, value: boolean) => {
    if (!(await videos.setVerified(item, value))) return
    setAnnouncement(`“${videoTitle(item)}” ${value ? 'verified' : 'unverified'}.`)
  }

  const confirmDelete = async () => {
    const item = await videos.confirmDelete()
    if (!item) return
    setAnnouncement(`“${videoTitle(item)}” deleted.`)
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
        onRetry={videos.retry}
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
              isBusy={item.id in list.pending}
              moderation={{
                // One owner's list names them in its heading already.
                owner: owner === 'all' ? item.ownerEmail : undefined,
                onVerifiedChange: (video, value) => void setVerified(video, value),
              }}
              onPaidChange={(video, paid) => void videos.setPaid(video, paid)}
              onDelete={videos.askDelete}
            />
          ))}
        </ul>
        <Pager page={page} pageCount={videos.pageCount} onPageChange={setPage} />
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
          what={`“${videoTitle(toDelete)}”`}
          onConfirm={() => void confirmDelete()}
          onCancel={videos.cancelDelete}
        />
      )}
    </div>
  )
}
