// A round avatar that falls back to the default picture when the image is missing or broken.
import { useState } from 'react'

export const DEFAULT_AVATAR = '/icons/default-avatar.svg'

interface AvatarProps {
  src: string
  /** Empty when a visible name next to it already says whose it is. */
  alt: string
  size: number
  className?: string
}

export function Avatar({ src, alt, size, className }: AvatarProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null)
  const shown = src && src !== failedSrc ? src : DEFAULT_AVATAR
  return (
    <img
      className={className}
      src={shown}
      alt={alt}
      width={size}
      height={size}
      decoding="async"
      style={{ borderRadius: '50%', objectFit: 'cover' }}
      onError={() => setFailedSrc(src)}
    />
  )
}
