import { useEffect, type RefObject } from 'react'
import type { Swiper } from 'swiper'
import { useAppDispatch } from '../../../app/hooks'
import { muteToggled, playToggled } from '../feed-slice'

const TYPING = 'input, textarea, select, [contenteditable="true"]'

/**
 * The feed by keyboard: ArrowUp/ArrowDown and PageUp/PageDown move, Space plays or pauses, M
 * mutes. Keys meant for a field, a dialog or a focused control are left alone.
 */
export function useFeedKeys(swiper: RefObject<Swiper | null>) {
  const dispatch = useAppDispatch()
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return
      const target = event.target instanceof Element ? event.target : null
      if (target?.closest(`${TYPING}, [role="dialog"]`)) return
      const control = target?.closest('button, a')
      switch (event.key) {
        case 'ArrowDown':
        case 'PageDown':
          swiper.current?.slideNext()
          break
        case 'ArrowUp':
        case 'PageUp':
          swiper.current?.slidePrev()
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
  }, [dispatch, swiper])
}
