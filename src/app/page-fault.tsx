import { FaultNotice } from '../components/fault-notice'
import { isChunkLoadError } from '../lib/load-chunk'

export function PageFault({ error }: { error: Error }) {
  return isChunkLoadError(error) ? (
    <FaultNotice
      title="This page could not be loaded."
      text="Check your connection, then reload."
    />
  ) : (
    <FaultNotice title="Something went wrong." text="Please reload the page." />
  )
}
