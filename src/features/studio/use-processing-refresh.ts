// Videos still processing settle on the server within a minute or two: while the page on screen
// shows one, it is loaded again quietly, first after 3 s and then less often (up to every 30 s).
// Leaving the screen or the page stops it.
import { useEffect, useState } from 'react'
import { useAppDispatch, useAppSelector } from '../../app/hooks'
import { myVideos, selectHasProcessing } from './my-videos-slice'

const FIRST_DELAY_MS = 3000
const GROWTH = 1.5
const MAX_DELAY_MS = 30_000

export function refreshDelay(round: number): number {
  return Math.min(FIRST_DELAY_MS * GROWTH ** round, MAX_DELAY_MS)
}

export function useProcessingRefresh(page: number) {
  const dispatch = useAppDispatch()
  const hasProcessing = useAppSelector(selectHasProcessing)
  const [round, setRound] = useState({ page, count: 0 })
  const current = round.page === page ? round.count : 0

  useEffect(() => {
    if (!hasProcessing) return
    let active = true
    const timer = setTimeout(() => {
      void dispatch(myVideos.fetchPage({ page, quiet: true })).then(() => {
        if (active) setRound({ page, count: current + 1 })
      })
    }, refreshDelay(current))
    return () => {
      active = false
      clearTimeout(timer)
    }
  }, [dispatch, hasProcessing, page, current])
}
