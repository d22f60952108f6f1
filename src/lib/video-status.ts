// How a video's processing status reads, shared by the creator's
// My Videos and the admin lists so the two never disagree.
import type { VideoStatus } from '../api/types'

export type VideoStatusLabel = 'Done' | 'Error' | 'Processing'

/** Done, Error, or Processing for every other status. */
export function statusLabel(status: VideoStatus): VideoStatusLabel {
  if (status === 'DONE') return 'Done'
  if (status === 'ERROR') return 'Error'
  return 'Processing'
}
