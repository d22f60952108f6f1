// The source of a video bought without one (its call after the purchase failed): fetched
// (GET /items/{id}) once the video is to be watched, and again by `retry` after a failure. Every
// screen that plays a bought video takes it from here, so none offers the purchase again.
import { useEffect, useState } from 'react'
import { useAppDispatch, useAppSelector } from '../../app/hooks'
import { selectUnlock } from './purchase-selectors'
import { fetchUnlockedSource } from './purchases-slice'

/** `known`: the source the screen already has ('' when none); `wanted`: it is to be watched now. */
export function useUnlockedSource(id: string, known: string, wanted: boolean) {
  const dispatch = useAppDispatch()
  const src = useAppSelector((state) => known || selectUnlock(state, id)?.src || '')
  // Nothing bought to fetch a source for (the session ended) fails at once.
  const isBought = useAppSelector((state) => !!selectUnlock(state, id))
  const [attempt, setAttempt] = useState(0)
  const [failedAttempt, setFailedAttempt] = useState(-1)

  useEffect(() => {
    if (!wanted || src || !isBought) return
    let isCurrent = true
    // The API may still send no source: that fails too, never the offer again.
    void dispatch(fetchUnlockedSource(id))
      .unwrap()
      .then(
        (found) => !found,
        () => true,
      )
      .then((failed) => {
        if (failed && isCurrent) setFailedAttempt(attempt)
      })
    return () => {
      isCurrent = false
    }
  }, [attempt, dispatch, id, isBought, src, wanted])

  return {
    src,
    failed: !src && (!isBought || failedAttempt === attempt),
    retry: () => setAttempt((count) => count + 1),
  }
}
