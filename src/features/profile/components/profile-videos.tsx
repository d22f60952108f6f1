// The profile's own published videos, as visitors and other users see them.
import { useAppSelector } from '../../../app/hooks'
import { selectProfile } from '../profile-slice'
import { VideoGrid } from './video-grid'

export function ProfileVideos() {
  const { videos } = useAppSelector(selectProfile)
  return <VideoGrid items={videos} empty="No videos yet." />
}
