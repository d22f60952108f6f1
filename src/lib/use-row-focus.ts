// A video row's controls are disabled while its request runs (My Videos, the admin lists), which
// drops the focus to the page, and a video that leaves the list takes its controls with it. Once
// the request settles, focus goes back to the control the user used, or to the list when the row
// is gone; a user who has moved on elsewhere meanwhile keeps their place.
import { useEffect, useRef, type RefObject } from 'react'

/**
 * `listRef`: an element always on screen (tabindex -1) around the list (a `ul[tabindex]`); rows
 * carry `data-video-id`.
 */
export function useRowFocus(listRef: RefObject<HTMLElement | null>, busyIds: readonly string[]) {
  /** By video id: the selector of the control to come back to. */
  const wanted = useRef(new Map<string, string>())

  useEffect(() => {
    for (const [id, control] of wanted.current) {
      if (busyIds.includes(id)) continue
      wanted.current.delete(id)
      const list = listRef.current
      const row = list?.querySelector(`[data-video-id="${CSS.escape(id)}"]`)
      const active = document.activeElement
      const lost = !active || active === document.body || !!row?.contains(active)
      if (!lost) continue
      const fallback = list?.querySelector<HTMLElement>('ul[tabindex]') ?? list
      ;(row?.querySelector<HTMLElement>(control) ?? fallback)?.focus()
    }
  }, [busyIds, listRef])

  return (id: string, control: string) => {
    wanted.current.set(id, control)
  }
}
