// An upload that fails (the server's 500, an answer that is not JSON, no network) keeps the form
// as it was, the chosen file included, says why over the button and creates nothing; Upload again
// sends exactly one more upload, and it goes in.
import { Blob as NodeBlob, File as NodeFile } from 'node:buffer'
import { screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { db, findUserByEmail } from '../../../../mock-api/db'
import { DEMO_ACCOUNTS } from '../../../../mock-api/seed/demo-accounts'
import { breakCall, FAULT_MESSAGE, faultNames } from '../../../../tests/call-faults'
import { renderApp } from '../../../../tests/render-app'
import { recordRequests } from '../../../../tests/sent-requests'
import { formatFileSize } from '../../../lib/format'

// jsdom's File and FormData are not the classes Node's Request reads multipart bodies with
// (src/api/upload-transport.test.ts); a browser has one class of each.
const NodeFormData = (await new Response(new URLSearchParams()).formData()).constructor
beforeEach(() => {
  vi.stubGlobal('File', NodeFile)
  vi.stubGlobal('Blob', NodeBlob)
  vi.stubGlobal('FormData', NodeFormData)
})

const failures = {
  '500': `The video could not be uploaded (${FAULT_MESSAGE}). Please try again.`,
  malformed: 'The video could not be uploaded. Please try again.',
  offline: 'The video could not be sent. Check your connection and try again.',
} as const

const creatorVideos = () => {
  const creator = findUserByEmail(DEMO_ACCOUNTS.creator.email)!
  return db.videos.filter((video) => video.ownerId === creator.id)
}

describe.each(Object.entries(failures) as [keyof typeof failures, string][])(
  'an upload answered with %s',
  (kind, message) => {
    it(`(${faultNames[kind]}) keeps the form, and Upload again uploads once`, async () => {
      const before = creatorVideos().length
      const sent = recordRequests()
      const { user } = await renderApp('creator', '/profile/upload')
      await screen.findByRole('heading', { level: 1, name: 'Upload' })
      const clip = new File([new Uint8Array(3 * 1024)], 'clip-3.mp4', { type: 'video/mp4' })
      const values = { title: 'Try, try again', description: 'Sent twice, kept once.' }
      await user.upload(screen.getByLabelText(/MP4, MOV, AVI max 500Mb/), clip)
      await user.click(screen.getByRole('textbox', { name: 'Title' }))
      await user.paste(values.title)
      await user.click(screen.getByRole('textbox', { name: 'Description' }))
      await user.paste(values.description)
      await user.click(screen.getByRole('radio', { name: 'Private' }))
      const uploads = () => sent.matching('POST', '/upload')

      const broken = breakCall('/upload', kind, 'post')
      await user.click(screen.getByRole('button', { name: 'Upload' }))
      const form = screen.getByRole('button', { name: 'Upload' }).closest('form')!
      expect(await within(form).findByRole('alert')).toHaveTextContent(message)
      expect(within(form).getByRole('alert').textContent).toBe(message)
      expect(screen.getByRole('heading', { level: 1, name: 'Upload' })).toBeInTheDocument()
      expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument()
      expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue(values.title)
      expect(screen.getByRole('textbox', { name: 'Description' })).toHaveValue(values.description)
      expect(screen.getByRole('radio', { name: 'Private' })).toBeChecked()
      expect(screen.getByText(`clip-3.mp4, ${formatFileSize(clip.size)}`)).toBeInTheDocument()
      expect(screen.getByRole('button', { name: 'Upload' })).toBeEnabled()
      expect(uploads()).toHaveLength(1)
      expect(creatorVideos()).toHaveLength(before)

      broken.reconnect()
      await user.click(screen.getByRole('button', { name: 'Upload' }))
      expect(
        await screen.findByRole('dialog', { name: 'Uploaded successfully.' }),
      ).toHaveTextContent('The file clip-3.mp4 is processing')
      expect(await screen.findByText('Video on moderation')).toBeInTheDocument()
      expect(uploads()).toHaveLength(2)
      await waitFor(() => expect(creatorVideos()).toHaveLength(before + 1))
      expect(creatorVideos().at(-1)?.name).toBe(values.title)
    })
  },
)
