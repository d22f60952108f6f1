// The poster of a slide that shows no video (locked-cover.tsx, unlocked-cover.tsx): fetched first
// when its slide is the one on screen, and telling the slide once it is painted, or could not load.
import type { SyntheticEvent } from 'react'
import { whenImagePainted } from '../../../lib/first-screen'

interface CoverPosterProps {
  src: string
  isActive: boolean
  /** It is on screen (or could not load): nothing more to wait for on this slide. */
  onShown: () => void
  /** Its Element Timing name, for a poster the first screen may show. */
  timing?: string
}

export function CoverPoster({ src, isActive, onShown, timing }: CoverPosterProps) {
  const onLoad = (event: SyntheticEvent<HTMLImageElement>) =>
    void whenImagePainted(event.currentTarget).then(onShown)
  return (
    <img
      className="locked-cover__poster"
      src={src}
      alt=""
      decoding="async"
      elementtiming={timing}
      // The poster on screen is what the viewer waits for; the ones around it can wait.
      fetchPriority={isActive ? 'high' : 'auto'}
      onLoad={onLoad}
      onError={onShown}
    />
  )
}
