// The KYC page's origin check (kyc-origin.ts) on the settings in the store. A mismatch is a
// configuration error an operator must fix, so it is logged with both sides; 'Try again' loads the
// settings afresh (they may have been fixed, or failed to load at start-up) and checks again.
import { useCallback, useEffect, useMemo, useState } from 'react'
import { useAppDispatch, useAppSelector } from '../../app/hooks'
import { kycFrameSources } from '../../config/kyc-frames'
import { fetchSettings, selectKycServiceUrl } from '../settings/settings-slice'
import { checkKycOrigin, type KycOriginCheck } from './kyc-origin'

interface Reload {
  /** Finished reloads: each one checks (and logs) again. */
  count: number
  pending: boolean
  /** The reason the last reload failed, if it did. */
  failure: string | null
}

export interface KycOriginState {
  check: KycOriginCheck
  reloading: boolean
  reloadFailure: string | null
  retry: () => void
}

export function useKycOrigin(): KycOriginState {
  const dispatch = useAppDispatch()
  const kycServiceUrl = useAppSelector(selectKycServiceUrl)
  const check = useMemo(() => checkKycOrigin(kycServiceUrl, kycFrameSources), [kycServiceUrl])
  const [reload, setReload] = useState<Reload>({ count: 0, pending: false, failure: null })

  useEffect(() => {
    if (check.allowed || reload.pending) return
    console.error(
      `Identity check configuration error: GET /settings gives kycServiceUrl ` +
        `"${kycServiceUrl}" (origin ${check.origin ?? 'none'}), but the ` +
        `Content-Security-Policy lets the widget load only from ${kycFrameSources.join(', ')}.`,
    )
  }, [check, kycServiceUrl, reload.count, reload.pending])

  const retry = useCallback(() => {
    setReload((current) => ({ ...current, pending: true }))
    void dispatch(fetchSettings()).then((result) => {
      const failure = fetchSettings.rejected.match(result)
        ? (result.payload?.message ?? null)
        : null
      setReload((current) => ({ count: current.count + 1, pending: false, failure }))
    })
  }, [dispatch])

  return { check, reloading: reload.pending, reloadFailure: reload.failure, retry }
}
