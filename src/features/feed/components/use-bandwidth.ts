import { useEffect } from 'react'
import { useAppDispatch, useAppSelector } from '../../../app/hooks'
import { measureMediaBandwidth } from '../../../lib/bandwidth'
import { bandwidthMeasured, selectNetworkBandwidth } from '../../settings/settings-slice'

/** Without the browser's estimate, settings.networkBandwidth is measured from the first media. */
export function useBandwidth() {
  const dispatch = useAppDispatch()
  const known = useAppSelector(selectNetworkBandwidth) !== null
  useEffect(() => {
    if (known) return
    return measureMediaBandwidth((mbps) => dispatch(bandwidthMeasured(mbps)))
  }, [dispatch, known])
}
