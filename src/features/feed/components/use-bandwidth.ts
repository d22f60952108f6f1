import { useEffect } from 'react'
import { useAppDispatch } from '../../../app/hooks'
import { bandwidthMeasured } from '../../settings/settings-slice'

/**
 * While the feed shows, settings.networkBandwidth follows the running estimate measured from the
 * media that arrives (lib/media-bandwidth.ts, loaded after the first render).
 */
export function useBandwidth() {
  const dispatch = useAppDispatch()
  useEffect(() => {
    let stop = () => {}
    let stopped = false
    // Its observer sees the media that arrived before it loaded too (`buffered`).
    import('../../../lib/media-bandwidth').then(
      ({ watchMediaBandwidth }) => {
        if (!stopped) stop = watchMediaBandwidth((mbps) => dispatch(bandwidthMeasured(mbps)))
      },
      // Without its chunk (offline before the worker has it) the browser's guess stands.
      () => {},
    )
    return () => {
      stopped = true
      stop()
    }
  }, [dispatch])
}
