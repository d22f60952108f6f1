// History layers over a browser-like history: Back closes the top layer and stays on the screen;
// a layer closed any other way leaves no entry that Back would land on; navigations from under a
// layer take its entry's place.
import type { Navigator } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { fakeHistory } from '../../tests/fake-history'
import { followNavigator, openLayer } from './history-layers'

let browser: ReturnType<typeof fakeHistory>
let unfollow: () => void

/** What BrowserRouter's history writes: the path as the key, and the entry's index. */
function routerNavigator(): Navigator {
  const index = () => (window.history.state as { idx: number }).idx
  return {
    push: (to: string) => window.history.pushState({ usr: null, key: to, idx: index() + 1 }, ''),
    replace: (to: string) => window.history.replaceState({ usr: null, key: to, idx: index() }, ''),
  } as unknown as Navigator
}
const navigator = routerNavigator()

/** A layer that closes on Back, as a sheet does. */
function sheet() {
  const onBack = vi.fn(() => close())
  const close = openLayer(onBack)
  return { onBack, close }
}

/** The screen the router sees now. */
const screenKey = () => browser.current().key
/** The screens Back walks through from here, oldest first. */
const trail = () => browser.behind().map((entry) => entry.key)

async function pressBack() {
  browser.pressBack()
  await browser.settled()
}

beforeEach(() => {
  browser = fakeHistory({ usr: null, key: '/wallet', idx: 0 })
  unfollow = followNavigator(navigator)
  navigator.push('/')
})

afterEach(async () => {
  await browser.settled()
  unfollow()
})

describe('history layers', () => {
  it('takes one entry for the open layers, a copy of the screen the router sees', async () => {
    const first = openLayer(() => {})
    const second = openLayer(() => {})
    await browser.settled()
    expect(browser.behind()).toHaveLength(3)
    expect(browser.current()).toMatchObject({ usr: null, key: '/', idx: 1 })
    second()
    first()
    await browser.settled()
  })

  it('closes the top layer on Back and stays; a further Back closes the next, then leaves', async () => {
    const below = sheet()
    const top = sheet()
    await browser.settled()

    await pressBack()
    expect(top.onBack).toHaveBeenCalledTimes(1)
    expect(below.onBack).not.toHaveBeenCalled()
    expect(screenKey()).toBe('/')

    await pressBack()
    expect(below.onBack).toHaveBeenCalledTimes(1)
    expect(screenKey()).toBe('/')

    await pressBack()
    expect(screenKey()).toBe('/wallet')
  })

  it('leaves no dead entry when a layer is closed by other means', async () => {
    const onBack = vi.fn()
    const close = openLayer(onBack)
    await browser.settled()
    close()
    close()
    await browser.settled()
    expect(trail()).toEqual(['/wallet', '/'])

    await pressBack()
    expect(screenKey()).toBe('/wallet')
    expect(onBack).not.toHaveBeenCalled()
  })

  it('leaves the history alone when one layer closes and the next opens at once', async () => {
    const close = openLayer(() => {})
    await browser.settled()
    const before = browser.behind()
    const pops = vi.fn()
    window.addEventListener('popstate', pops)
    close()
    sheet()
    await browser.settled()
    window.removeEventListener('popstate', pops)
    expect(browser.behind()).toEqual(before)
    // The router hears nothing either.
    expect(pops).not.toHaveBeenCalled()

    await pressBack()
    expect(screenKey()).toBe('/')
    await pressBack()
    expect(screenKey()).toBe('/wallet')
  })

  it('keeps a layer that refuses Back open, and Back still catches the next press', async () => {
    const onBack = vi.fn()
    const close = openLayer(onBack)
    await browser.settled()

    await pressBack()
    await pressBack()
    expect(onBack).toHaveBeenCalledTimes(2)
    expect(screenKey()).toBe('/')
    close()
    await browser.settled()
    await pressBack()
    expect(screenKey()).toBe('/wallet')
  })

  it('lets a navigation from under a layer take its entry: Back returns to the screen', async () => {
    const { close } = sheet()
    await browser.settled()
    navigator.push('/registration')
    close()
    await browser.settled()
    expect(trail()).toEqual(['/wallet', '/', '/registration'])

    await pressBack()
    expect(screenKey()).toBe('/')
    await pressBack()
    expect(screenKey()).toBe('/wallet')
  })

  it('gives a layer still open after a navigation an entry over the new screen', async () => {
    sheet()
    await browser.settled()
    navigator.push('/profile/demo_creator')
    await browser.settled()
    expect(trail()).toEqual(['/wallet', '/', '/profile/demo_creator', '/profile/demo_creator'])

    await pressBack()
    expect(screenKey()).toBe('/profile/demo_creator')
    await pressBack()
    expect(screenKey()).toBe('/')
  })

  it('holds a navigation made while its own Back is on the way, which would undo it', async () => {
    const close = openLayer(() => {})
    await browser.settled()
    close()
    await Promise.resolve()
    navigator.push('/wallet')
    await browser.settled()
    expect(trail()).toEqual(['/wallet', '/', '/wallet'])

    await pressBack()
    expect(screenKey()).toBe('/')
  })

  it('opens a layer right after the last closed by other means on one entry, once Back is done', async () => {
    const close = openLayer(() => {})
    await browser.settled()
    close()
    await Promise.resolve()
    const next = sheet()
    await browser.settled()
    expect(trail()).toEqual(['/wallet', '/', '/'])

    await pressBack()
    expect(next.onBack).toHaveBeenCalledTimes(1)
    expect(screenKey()).toBe('/')
    await pressBack()
    expect(screenKey()).toBe('/wallet')
  })
})
