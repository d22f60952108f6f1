// The avatar's file rules: a JPEG or PNG of up to 30 MB; anything else is refused at the chooser,
// said in its alert, with Upload Avatar left disabled and nothing sent.
import { fireEvent, screen } from '@testing-library/react'
import { expect, it } from 'vitest'
import { renderWithProviders } from '../../../../tests/render'
import { recordRequests } from '../../../../tests/sent-requests'
import { signedInStore } from '../../../../tests/signed-in-store'
import { AvatarCropper } from './avatar-cropper'

const choose = (file: File) =>
  fireEvent.change(screen.getByLabelText('Choose a file'), { target: { files: [file] } })

it('refuses other files and images over 30 MB before any upload', async () => {
  renderWithProviders(<AvatarCropper />, { store: await signedInStore('user') })
  const sent = recordRequests()
  const upload = screen.getByRole('button', { name: 'Upload Avatar' })

  choose(new File(['not an image'], 'notes.txt', { type: 'text/plain' }))
  expect(screen.getByRole('alert')).toHaveTextContent('Choose a JPEG or PNG image.')
  expect(upload).toBeDisabled()

  const huge = new File(['x'], 'huge.png', { type: 'image/png' })
  Object.defineProperty(huge, 'size', { value: 30 * 1024 * 1024 + 1 })
  choose(huge)
  expect(screen.getByRole('alert')).toHaveTextContent('The image is larger than 30 MB.')
  expect(upload).toBeDisabled()

  expect(sent.all.filter(({ path }) => path === '/user-avatar')).toEqual([])
})
