// While a dialog is open the page behind it must be unreachable (inert: no focus, no clicks,
// hidden from assistive technology) and must not scroll under the finger. Live layers (the toasts)
// stay: a message raised while a dialog is open ('Registration failed', too few Points) must
// still be announced and closable, and an inert live region says nothing.

/** Marks a child of <body> that a dialog leaves live. */
export const LIVE_LAYER_ATTRIBUTE = 'data-live-layer'

const FOCUSABLE = [
  'a[href]',
  // A player's own controls (play, seek, volume...) are tab stops inside the element.
  'video[controls]',
  'audio[controls]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',')

export function focusableIn(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (element) => !element.closest('[hidden], [inert]'),
  )
}

/** Makes every other child of <body> inert and stops page scrolling; returns the undo. */
export function lockPage(keep: Element): () => void {
  const { body, documentElement } = document
  const others = Array.from(body.children).filter(
    (element) =>
      element !== keep &&
      !element.hasAttribute('inert') &&
      !element.hasAttribute(LIVE_LAYER_ATTRIBUTE),
  )
  for (const element of others) element.setAttribute('inert', '')

  const { overflow, paddingRight } = body.style
  // Desktop scrollbars take width; hiding one would shift the page sideways.
  const scrollbar =
    documentElement.clientWidth > 0 ? window.innerWidth - documentElement.clientWidth : 0
  body.style.overflow = 'hidden'
  if (scrollbar > 0) body.style.paddingRight = `${scrollbar}px`

  return () => {
    for (const element of others) element.removeAttribute('inert')
    body.style.overflow = overflow
    body.style.paddingRight = paddingRight
  }
}
