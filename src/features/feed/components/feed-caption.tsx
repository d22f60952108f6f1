// Who posted it and what it is about; a description over 23 characters folds behind 'See More'.
import { useId, useState } from 'react'
import { Link } from 'react-router-dom'
import type { Metadata } from '../../../api/types'
import { profilePath } from '../../../config/paths'

export const DESCRIPTION_PREVIEW = 23

export function FeedCaption({ metadata }: { metadata: Metadata }) {
  const [expanded, setExpanded] = useState(false)
  const textId = useId()
  const { description } = metadata
  const folds = [...description].length > DESCRIPTION_PREVIEW
  const shown =
    folds && !expanded ? `${[...description].slice(0, DESCRIPTION_PREVIEW).join('')}…` : description

  return (
    <div className="feed-caption">
      <Link className="feed-caption__user" to={profilePath(metadata.username)}>
        @{metadata.username}
      </Link>
      {metadata.name && <p className="feed-caption__title">{metadata.name}</p>}
      {description && (
        <p id={textId} className="feed-caption__text">
          {shown}{' '}
          {folds && (
            <button
              type="button"
              className="feed-caption__more"
              aria-expanded={expanded}
              aria-controls={textId}
              onClick={() => setExpanded((open) => !open)}
            >
              {expanded ? 'See Less' : 'See More'}
            </button>
          )}
        </p>
      )}
    </div>
  )
}
