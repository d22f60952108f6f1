// What stands in for a page that failed. A page whose chunk failed to load says so, and that the
// device is offline when it is; opened again (any navigation to it), it loads the chunk again.
import { FaultNotice } from '../components/fault-notice'
import { OfflineNote } from '../components/offline-note'
import { isChunkLoadError } from '../lib/load-chunk'
import { useOnline } from '../lib/online-status'

export function PageFault({ error }: { error: Error }) {
  const online = useOnline()
  return isChunkLoadError(error) ? (
    <FaultNotice title="This page could not be loaded." text="Check your connection, then reload.">
      <OfflineNote online={online} />
    </FaultNotice>
  ) : (
    <FaultNotice title="Something went wrong." text="Please reload the page." />
  )
}
