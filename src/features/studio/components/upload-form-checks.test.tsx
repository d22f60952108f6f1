// The upload form refuses what it can see is wrong before a byte is sent: empty fields, a file
// that is not a video and one over 500 MB, each said at its field. The rules behind the file
// checks: src/features/studio/upload-rules.test.ts.
import { fireEvent, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderApp } from '../../../../tests/render-app'
import { recordRequests } from '../../../../tests/sent-requests'

const NOT_VIDEO = 'This file is not a video. Choose an MP4, MOV or AVI file.'
const TOO_LARGE = 'This video is larger than 500 MB. Choose a smaller file.'

const fileInput = () => screen.getByLabelText(/MP4, MOV, AVI max 500Mb/)
const title = () => screen.getByRole('textbox', { name: 'Title' })
const description = () => screen.getByRole('textbox', { name: 'Description' })
const submit = () => screen.getByRole('button', { name: 'Upload' })

async function openUpload() {
  const sent = recordRequests()
  const app = await renderApp('creator', '/profile/upload')
  // The upload screen's chunk loads first: on a busy machine that takes more than a second.
  await screen.findByRole('heading', { level: 1, name: 'Upload' }, { timeout: 5000 })
  return { ...app, uploads: () => sent.matching('POST', '/upload') }
}

describe('the upload form', () => {
  it('says at each empty field what it needs, and sends nothing', async () => {
    const { user, uploads } = await openUpload()
    await user.click(submit())
    expect(await screen.findByText('Choose a video file.')).toBeInTheDocument()
    expect(fileInput()).toHaveAccessibleDescription('Choose a video file.')
    expect(title()).toHaveAccessibleDescription('Enter a title.')
    expect(description()).toHaveAccessibleDescription('Enter a description.')
    expect(uploads()).toEqual([])
  })

  it('refuses a file that is not a video, and one over 500 MB, at the file', async () => {
    const { user, uploads } = await openUpload()
    await user.type(title(), 'Not a clip')
    await user.type(description(), 'Some notes.')
    const notes = new File(['not a video'], 'notes.txt', { type: 'text/plain' })
    // Picked past the input's accept list, as a picker set to "All files" allows.
    fireEvent.change(fileInput(), { target: { files: [notes] } })
    await user.click(submit())
    expect(await screen.findByText(NOT_VIDEO)).toBeInTheDocument()
    expect(fileInput()).toHaveAccessibleDescription(NOT_VIDEO)
    expect(screen.queryByLabelText('Preview of notes.txt')).toBeNull()
    expect(title()).not.toHaveAccessibleDescription('Enter a title.')

    const huge = new File([new Uint8Array(1)], 'huge.mp4', { type: 'video/mp4' })
    Object.defineProperty(huge, 'size', { value: 500 * 1024 * 1024 + 1 })
    fireEvent.change(fileInput(), { target: { files: [huge] } })
    expect(await screen.findByText(TOO_LARGE)).toBeInTheDocument()
    expect(fileInput()).toHaveAccessibleDescription(TOO_LARGE)
    await user.click(submit())
    expect(within(submit().closest('form')!).getByText(TOO_LARGE)).toBeInTheDocument()
    expect(submit()).toBeEnabled()
    expect(uploads()).toEqual([])
  })
})
