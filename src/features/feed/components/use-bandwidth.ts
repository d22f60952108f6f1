import { useEffect } from 'react'
import { useAppDispatch, useAppSelector } from '../../../app/hooks'
import { measureMediaBandwidth, reportedBandwidth } from '../../../lib/bandwidth'
import { bandwidthMeasured, selectNetworkBandwidth } from '../../settings/settings-slice'

/** Fills settings.networkBandwidth once: the browser's estimate, else the first media bytes. */
export function useBandwidth() {
  const dispatch = useAppDispatch()
  const known = useAppSelector(selectNetworkBandwidth) !== null
  useEffect(() => {
    if (known) return
    const reported = reportedBandwidth()
    if (reported !== null) {
      dispatch(bandwidthMeasured(reported))
      return
    }
    return measureMediaBandwidth((mbps) => dispatch(bandwidthMeasured(mbps)))
  }, [dispatch, known])
}
