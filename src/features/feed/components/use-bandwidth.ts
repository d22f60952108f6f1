import { useEffect } from 'react'
import { useAppDispatch, useAppSelector } from '../../../app/hooks'
import { bandwidthMeasured, selectNetworkBandwidth } from '../../settings/settings-slice'

/** Without the browser's estimate, settings.networkBandwidth is measured from the first media. */
export function useBandwidth() {
  const dispatch = useAppDispatch()
  const known = useAppSelector(selectNetworkBandwidth) !== null
  useEffect(() => {
    if (known) return
    let stop = () => {}
    let stopped = false
    // Its observer sees the media that arrived before it loaded too (`buffered`).
    import('../../../lib/media-bandwidth').then(
      ({ measureMediaBandwidth }) => {
        if (!stopped) stop = measureMediaBandwidth((mbps) => dispatch(bandwidthMeasured(mbps)))
      },
      // Without its chunk (offline before the worker has it) the estimate stays unknown.
      () => {},
    )
    return () => {
      stopped = true
      stop()
    }
  }, [dispatch, known])
}
