// What an iPhone needs that no engine here can show: WebKitGTK is Safari's engine but not iOS, so
// these habits are checked in the source. A video without playsinline opens full screen on iOS;
// 100vh is taller than the visible page under Safari's toolbars (dvh is not); the notch and the
// home indicator cover content unless the page opts into the safe areas and pads for them; a
// phone has no hover, so nothing may be reachable only through it.
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const root = path.resolve(import.meta.dirname, '../..')
const sourceFiles = (extension: string) =>
  readdirSync(path.join(root, 'src'), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith(extension) && !file.includes('.test.'))
    .map((file) => ({ file, text: readFileSync(path.join(root, 'src', file), 'utf8') }))

describe('iOS habits', () => {
  it('every video plays inline', () => {
    const videos = sourceFiles('.tsx').flatMap(({ file, text }) =>
      [...text.matchAll(/<video\b[^>]*>/g)].map(([tag]) => ({ file, tag })),
    )
    expect(videos.length).toBeGreaterThan(0)
    expect(
      videos.filter(({ tag }) => !/\bplaysInline\b/.test(tag)).map(({ file }) => file),
    ).toEqual([])
  })

  it('heights follow the visible page, not the large viewport', () => {
    const css = sourceFiles('.css')
    expect(css.filter(({ text }) => /\b100vh\b/.test(text)).map(({ file }) => file)).toEqual([])
    expect(css.some(({ text }) => text.includes('100dvh'))).toBe(true)
  })

  it('the page reaches under the notch and pads for the safe areas', () => {
    const html = readFileSync(path.join(root, 'index.html'), 'utf8')
    expect(html).toMatch(/name="viewport"[^>]*viewport-fit=cover/)
    const css = sourceFiles('.css')
      .map(({ text }) => text)
      .join('\n')
    for (const side of ['top', 'bottom', 'left', 'right']) {
      expect(css).toContain(`env(safe-area-inset-${side}`)
    }
  })

  it('nothing is shown only on hover', () => {
    expect(
      sourceFiles('.css')
        .filter(({ text }) => text.includes(':hover'))
        .map(({ file }) => file),
    ).toEqual([])
  })
})
