// The toast layer mounts once a toast is first asked for, wherever that happens: before the shell
// has drawn, while it mounts, or later.
import { render, screen } from '@testing-library/react'
import { useEffect } from 'react'
import { describe, expect, it } from 'vitest'
import { showErrorToast, showSuccessToast } from '../lib/toast'
import { ToastHost } from './toast-host'

function RaisesOnMount({ message }: { message: string }) {
  useEffect(() => showErrorToast(message), [message])
  return null
}

describe('ToastHost', () => {
  it('draws a toast asked for before it mounted', async () => {
    showSuccessToast('Asked for first')
    render(<ToastHost />)
    expect(await screen.findByText('Asked for first')).toBeVisible()
  })

  it('draws a toast asked for after it drew and before it listened', async () => {
    // Effects run in order: the earlier sibling asks before the host subscribes.
    render(
      <>
        <RaisesOnMount message="Asked for while mounting" />
        <ToastHost />
      </>,
    )
    expect(await screen.findByText('Asked for while mounting')).toBeVisible()
  })

  it('draws a toast asked for later', async () => {
    render(<ToastHost />)
    expect(screen.queryByRole('region', { name: /^Notifications/ })).not.toBeInTheDocument()
    showSuccessToast('Asked for later')
    expect(await screen.findByText('Asked for later')).toBeVisible()
  })
})
