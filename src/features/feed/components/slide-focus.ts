// The keyboard user's place in the feed: on a control of the video that slides away (ArrowDown
// from Like), whose slide turns inert and so drops the focus to the page. The focus moves to the
// same control of the video that arrives, else to its first control (a locked video has only its
// offer).
import { focusableIn } from '../../../components/dialog-page-lock'

export const SLIDE_SELECTOR = 'article[aria-roledescription="slide"]'

/** A control as it recurs on every slide: its class (Like and Favourite share one) and name. */
export interface SlideControl {
  className: string
  name: string
}

const nameOf = (element: Element) =>
  element.getAttribute('aria-label') ?? element.textContent?.trim() ?? ''

/** The control of a slide inside `feed` that has the focus, if any. */
export function focusedSlideControl(feed: Element | null): SlideControl | null {
  const active = document.activeElement
  const slide = active?.closest(SLIDE_SELECTOR)
  if (!active || !slide || active === slide || !feed?.contains(slide)) return null
  return { className: active.className, name: nameOf(active) }
}

/** Focuses `control`'s counterpart in `slide`, unless the user's focus is somewhere live. */
export function moveFocusTo(slide: HTMLElement, control: SlideControl): void {
  const active = document.activeElement
  if (active && active !== document.body && !active.closest('[inert]')) return
  const controls = focusableIn(slide)
  const sameClass = controls.filter((element) => element.className === control.className)
  const target =
    sameClass.find((element) => nameOf(element) === control.name) ?? sameClass[0] ?? controls[0]
  target?.focus()
}
