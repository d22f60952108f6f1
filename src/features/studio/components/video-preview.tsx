// A muted preview of the chosen clip, played from an object URL that is revoked as soon as the
// preview goes or the file changes (the page never holds a second copy of the video).
import { useEffect, useRef } from 'react'

export function VideoPreview({ file }: { file: File }) {
  const ref = useRef<HTMLVideoElement>(null)
  useEffect(() => {
    const video = ref.current
    if (!video) return
    const url = URL.createObjectURL(file)
    video.src = url
    return () => {
      video.removeAttribute('src')
      video.load()
      URL.revokeObjectURL(url)
    }
  }, [file])
  return (
    <video
      ref={ref}
      className="upload-preview"
      aria-label={`Preview of ${file.name}`}
      muted
      playsInline
      controls
      controlsList="nodownload"
      preload="metadata"
    />
  )
}
