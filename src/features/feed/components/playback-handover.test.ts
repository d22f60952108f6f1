// The swipe's own task starts the next video and stops the one left, before React draws.
import { describe, expect, it, vi } from 'vitest'
import { expectNoUnhandledRejection } from '../../../../tests/unhandled-rejections'
import { handOverPlayback } from './playback-handover'

function feedWith(marks: Record<number, boolean>) {
  const root = document.createElement('div')
  const videos: Record<number, HTMLVideoElement> = {}
  for (const [index, startsItself] of Object.entries(marks)) {
    const slide = document.createElement('div')
    slide.dataset.swiperSlideIndex = index
    const video = document.createElement('video')
    if (startsItself) video.dataset.startsItself = ''
    Object.defineProperty(video, 'paused', { configurable: true, value: true })
    video.play = vi.fn(() => Promise.resolve())
    video.pause = vi.fn()
    slide.append(video)
    root.append(slide)
    videos[Number(index)] = video
  }
  return { root, videos }
}

describe('handOverPlayback', () => {
  it('pauses the video left behind and plays the one arrived at', () => {
    const { root, videos } = feedWith({ 0: true, 1: true })
    handOverPlayback(root, 0, 1)
    expect(videos[0]!.pause).toHaveBeenCalled()
    expect(videos[1]!.play).toHaveBeenCalled()
  })

  it('starts a video left behind earlier from the beginning', () => {
    const { root, videos } = feedWith({ 0: true, 1: true })
    const back = videos[0]!
    let time = 2.5
    Object.defineProperty(back, 'currentTime', {
      get: () => time,
      set: (value: number) => (time = value),
    })
    back.play = vi.fn(() => {
      expect(time).toBe(0)
      return Promise.resolve()
    })
    handOverPlayback(root, 1, 0)
    expect(back.play).toHaveBeenCalled()
  })

  it('leaves a video that may not start by itself to its Play control', () => {
    const { root, videos } = feedWith({ 3: true, 4: false })
    handOverPlayback(root, 3, 4)
    expect(videos[3]!.pause).toHaveBeenCalled()
    expect(videos[4]!.play).not.toHaveBeenCalled()
  })

  it('handles a refusal itself (the video shows Play) and copes with a slide without video', async () => {
    const { root, videos } = feedWith({ 1: true })
    // The refusal is a promise only the hand-over holds (a spy would watch it too: a plain
    // function), so nobody else could handle it.
    let plays = 0
    videos[1]!.play = () => {
      plays += 1
      return Promise.reject(new DOMException('no', 'NotAllowedError'))
    }
    await expectNoUnhandledRejection(() => handOverPlayback(root, 0, 1))
    expect(plays).toBe(1)
  })
})
