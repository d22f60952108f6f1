import { useLayoutEffect } from 'react'
import { useAppDispatch } from '../../../app/hooks'
import { muteToggled, playToggled } from '../feed-slice'
import type { Step } from './swipe-rules'

const TYPING = 'input, textarea, select, [contenteditable="true"]'

/**
 * The feed by keyboard: ArrowUp/ArrowDown and PageUp/PageDown move, Space plays or pauses, M
 * mutes. Keys meant for a field, a dialog or a focused control are left alone. `move` keeps a key
 * pressed before Swiper has loaded. The keys are listened to from the commit that draws the feed,
 * before the browser paints it (a layout effect): a passive effect ran after the paint, and a key
 * pressed as soon as the first slide showed was lost.
 */
export function useFeedKeys(move: (step: Step) => void) {
  const dispatch = useAppDispatch()
  useLayoutEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return
      const target = event.target instanceof Element ? event.target : null
      if (target?.closest(`${TYPING}, [role="dialog"]`)) return
      const control = target?.closest('button, a')
      switch (event.key) {
        case 'ArrowDown':
        case 'PageDown':
          move(1)
          break
        case 'ArrowUp':
        case 'PageUp':
          move(-1)
          break
        case ' ':
          if (control) return
          dispatch(playToggled())
          break
        case 'm':
        case 'M':
          dispatch(muteToggled())
          break
        default:
          return
      }
      event.preventDefault()
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [dispatch, move])
}
