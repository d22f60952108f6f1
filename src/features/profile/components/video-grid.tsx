// Videos as a grid of posters. A tap plays an open video in the profile player; a locked one
// offers the 24-hour unlock instead. An unlock shows the time it has left. Each video shows what
// this session bought of it (the purchases slice), so a purchase shows in every grid at once.
import { useState } from 'react'
import { useAppDispatch, useAppSelector } from '../../../app/hooks'
import type { FeedItem } from '../../../api/types'
import { LockIcon } from '../../../components/icons'
import { UNLOCK_HOURS } from '../../../config/product'
import { formatTimeLeft, videoTitle } from '../../../lib/format'
import { MODAL_BUY_XPASS, MODAL_PROFILE_VIDEO } from '../../modals/modal-names'
import { modalOpened } from '../../modals/modals-slice'
import { selectUnlocks } from '../../purchases/purchases-slice'
import { accessOf, withUnlock } from '../../purchases/unlock-rules'

interface VideoGridProps {
  items: FeedItem[]
  empty: string
}

/** No unlock has more left than a whole period, one bought after the grid was drawn included. */
const UNLOCK_MS = UNLOCK_HOURS * 3_600_000

export function VideoGrid({ items, empty }: VideoGridProps) {
  const dispatch = useAppDispatch()
  const unlocks = useAppSelector(selectUnlocks)
  // The moment the grid was first drawn: 'time left' is read then (the profile reloads often).
  const [now] = useState(Date.now)
  if (items.length === 0) return <p className="profile-message">{empty}</p>

  const open = (item: FeedItem, locked: boolean) =>
    dispatch(
      locked
        ? modalOpened({ name: MODAL_BUY_XPASS, payload: { videoId: item.id } })
        : modalOpened({
            name: MODAL_PROFILE_VIDEO,
            // Without a source yet (bought, its call failed), the player fetches it.
            payload: { id: item.id, src: item.src, name: videoTitle(item), poster: item.poster },
          }),
    )

  return (
    <ul className="video-grid">
      {items.map((sent) => {
        const item = withUnlock(sent, unlocks[sent.id], now)
        const locked = accessOf(item, now) === 'locked'
        const left = item.expiresAt ? Math.min(Date.parse(item.expiresAt) - now, UNLOCK_MS) : null
        const timeLeft = left !== null && left > 0 ? formatTimeLeft(left) : null
        const name = videoTitle(item)
        // Heard as 'Name', 'Name, locked' or 'Name, 11 h 5 min left'.
        const label = [name, locked && 'locked', timeLeft].filter(Boolean).join(', ')
        return (
          <li key={item.id}>
            <button
              type="button"
              className="video-grid__item"
              aria-label={label}
              onClick={() => open(item, locked)}
            >
              <img className="video-grid__poster" src={item.poster} alt="" loading="lazy" />
              <span className="video-grid__name">{name}</span>
              {locked && (
                <span className="video-grid__badge" aria-hidden="true">
                  <LockIcon />
                </span>
              )}
            </button>
            {/* Outside the button, whose name already says it: a name must hold all the text
                its control shows (WCAG 2.5.3), and there the two pieces would run together. */}
            {timeLeft && (
              <span className="video-grid__left" aria-hidden="true">
                {timeLeft}
              </span>
            )}
          </li>
        )
      })}
    </ul>
  )
}
