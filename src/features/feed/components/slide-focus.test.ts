// Where the focus goes when the slide it was on slides away (slide-focus.ts).
import { afterEach, describe, expect, it } from 'vitest'
import { focusedSlideControl, moveFocusTo } from './slide-focus'

const slide = (inner: string) => `<article aria-roledescription="slide">${inner}</article>`
const actions = (user: string) =>
  `<a class="feed-actions__avatar" href="/profile/${user}" aria-label="@${user}"></a>` +
  '<button class="feed-actions__button" aria-label="Like"></button>' +
  '<button class="feed-actions__button" aria-label="Favourite"></button>'

function feed(html: string) {
  document.body.innerHTML = `<button>Feed</button><section>${html}</section>`
  const section = document.querySelector('section')!
  const [left, arrived] = section.querySelectorAll<HTMLElement>('article')
  return { section, left: left!, arrived: arrived! }
}

const button = (root: ParentNode, name: string) =>
  root.querySelector<HTMLElement>(`[aria-label="${name}"]`)!

afterEach(() => {
  document.body.innerHTML = ''
})

describe('slide focus', () => {
  it('moves from Favourite to Favourite of the video that arrives', () => {
    const { section, left, arrived } = feed(slide(actions('luna')) + slide(actions('otto')))
    button(left, 'Favourite').focus()
    const control = focusedSlideControl(section)
    left.setAttribute('inert', '') // as the browser blurs it
    document.body.focus()
    moveFocusTo(arrived, control!)
    expect(document.activeElement).toBe(button(arrived, 'Favourite'))
  })

  it("finds the author's link by its class when the name is another author's", () => {
    const { section, left, arrived } = feed(slide(actions('luna')) + slide(actions('otto')))
    button(left, '@luna').focus()
    const control = focusedSlideControl(section)!
    ;(document.activeElement as HTMLElement).blur()
    moveFocusTo(arrived, control)
    expect(document.activeElement).toBe(button(arrived, '@otto'))
  })

  it("falls back to the arriving video's first control (a locked video's offer)", () => {
    const { section, left, arrived } = feed(
      slide('<button class="feed-video__surface" aria-label="Play"></button>' + actions('luna')) +
        slide('<button class="button">Open With 10 Points</button>' + actions('otto')),
    )
    button(left, 'Play').focus()
    const control = focusedSlideControl(section)!
    ;(document.activeElement as HTMLElement).blur()
    moveFocusTo(arrived, control)
    expect(document.activeElement).toHaveTextContent('Open With 10 Points')
  })

  it('carries nothing from outside the slides, and leaves a live focus where it is', () => {
    const { section, left, arrived } = feed(slide(actions('luna')) + slide(actions('otto')))
    const outside = document.querySelector<HTMLElement>('body > button')!
    outside.focus()
    expect(focusedSlideControl(section)).toBeNull()

    button(left, 'Like').focus()
    const control = focusedSlideControl(section)!
    outside.focus() // the user moved on meanwhile
    moveFocusTo(arrived, control)
    expect(document.activeElement).toBe(outside)
  })
})
