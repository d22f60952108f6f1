// The heading outline a screen-reader user meets, and the order it must keep.
//
// Which headings count: those assistive technology is given. A visually hidden heading counts
// (Home's); one in hidden, aria-hidden or inert content does not (the feed's slides off screen).
//
// The rules:
// - A screen (no dialog open) has exactly one level-1 heading, and it comes first.
// - A dialog is read on its own, as assistive technology reads it while the page behind is inert.
//   Its title, the heading that names it, comes first and is at level 2: a dialog sits over a
//   screen whose h1 stays where it was (the WAI-ARIA dialog examples do the same), and the routes
//   that are only a dialog (/login, /registration, /restore, /change-password) are that dialog
//   over an empty page. Nothing inside a dialog is at level 1.
// - Going down the outline, a heading is at most one level deeper than the one before it (h1 then
//   h3 fails); going back up any number of levels is fine.
import { expect, type Page } from '@playwright/test'

export interface Heading {
  level: number
  text: string
}

export interface Outline {
  /** The open modal dialog's title, or null when no dialog is open. */
  dialogTitle: string | null
  /** The dialog's headings while one is open, else the screen's. */
  headings: Heading[]
}

export function readOutline(page: Page): Promise<Outline> {
  return page.evaluate(() => {
    const exposed = (element: Element) =>
      !element.closest('[hidden], [aria-hidden="true"], [inert]') &&
      element.checkVisibility({ visibilityProperty: true })
    const dialog = Array.from(document.querySelectorAll('[role="dialog"][aria-modal="true"]'))
      .filter(exposed)
      .at(-1)
    const root = dialog ?? document.body
    const headings = Array.from(
      root.querySelectorAll('h1, h2, h3, h4, h5, h6, [role="heading"]'),
    ).filter(
      (element) => exposed(element) && (dialog !== undefined || !element.closest('[role=dialog]')),
    )
    const text = (element: Element | null | undefined) =>
      (element?.textContent ?? '').replace(/\s+/g, ' ').trim()
    const titleId = dialog?.getAttribute('aria-labelledby')
    return {
      dialogTitle: dialog ? text(titleId ? document.getElementById(titleId) : null) : null,
      headings: headings.map((element) => ({
        level: Number(
          element.getAttribute('aria-level') ??
            (element.getAttribute('role') === 'heading' ? 2 : element.tagName.slice(1)),
        ),
        text: text(element),
      })),
    }
  })
}

/** What is wrong with an outline under the rules above, one line each. */
export function outlineProblems({ dialogTitle, headings }: Outline): string[] {
  const problems: string[] = []
  const ones = headings.filter((heading) => heading.level === 1)
  if (dialogTitle === null) {
    if (ones.length !== 1) problems.push(`${ones.length} level-1 headings, not one`)
    if (headings[0] && headings[0].level !== 1) problems.push('the first heading is not level 1')
  } else {
    const [first] = headings
    if (!first || first.text !== dialogTitle) problems.push('the title is not the first heading')
    else if (first.level !== 2) problems.push(`the title is at level ${first.level}, not 2`)
    if (ones.length > 0) problems.push('a level-1 heading inside the dialog')
  }
  headings.forEach((heading, index) => {
    const before = headings[index - 1]
    if (before && heading.level > before.level + 1) {
      problems.push(`h${before.level} '${before.text}' is followed by h${heading.level}`)
    }
  })
  return problems
}

/** The screen, or the dialog open over it, keeps its headings in order (rules at the top). */
export async function expectHeadingsInOrder(page: Page, what: string): Promise<Outline> {
  const outline = await readOutline(page)
  const shown = outline.headings.map(({ level, text }) => `h${level} ${text}`).join(' | ')
  expect(outlineProblems(outline), `headings of ${what}: ${shown}`).toEqual([])
  return outline
}
