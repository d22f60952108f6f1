// Share: the system sheet where there is one (closing it is no failure), else the clipboard with
// 'Link copied.', else a toast that gives the link. Both browser calls start within the tap.
import { render, screen } from '@testing-library/react'
import { createElement } from 'react'
import { ToastContainer } from 'react-toastify/unstyled'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { shareLink } from './share-link'

const LINK = { title: 'Night drive #3', url: 'https://shorts.example/?v=v3' }

function stubNavigator(name: 'share' | 'clipboard', value: unknown) {
  Object.defineProperty(navigator, name, { value, configurable: true, writable: true })
}

const toasts = () => document.querySelectorAll('.Toastify__toast')

beforeEach(() => {
  render(createElement(ToastContainer))
})

afterEach(() => {
  // jsdom has neither: each test adds what it needs.
  delete (navigator as { share?: unknown }).share
  delete (navigator as { clipboard?: unknown }).clipboard
})

const clipboardThat = (writeText: (text: string) => Promise<void>) => {
  const clipboard = { writeText: vi.fn(writeText) }
  stubNavigator('clipboard', clipboard)
  return clipboard
}

describe('shareLink', () => {
  it('hands the title and link to the share sheet, within the tap, and shows nothing else', async () => {
    const share = vi.fn(() => Promise.resolve())
    stubNavigator('share', share)
    const clipboard = clipboardThat(() => Promise.resolve())

    const outcome = shareLink(LINK)
    expect(share).toHaveBeenCalledWith({ title: LINK.title, url: LINK.url })
    expect(await outcome).toBe('shared')
    expect(clipboard.writeText).not.toHaveBeenCalled()
  })

  it('does nothing more when the user closes the sheet', async () => {
    stubNavigator('share', () => Promise.reject(new DOMException('Share canceled', 'AbortError')))
    const clipboard = clipboardThat(() => Promise.resolve())

    expect(await shareLink(LINK)).toBe('cancelled')
    expect(clipboard.writeText).not.toHaveBeenCalled()
    // A later copy's toast is the only one: the cancelled share raised none.
    delete (navigator as { share?: unknown }).share
    await shareLink(LINK)
    expect(await screen.findByText('Link copied.')).toBeInTheDocument()
    expect(toasts()).toHaveLength(1)
  })

  it('copies the link when the sheet fails for another reason', async () => {
    stubNavigator('share', () => Promise.reject(new DOMException('No target', 'NotAllowedError')))
    const clipboard = clipboardThat(() => Promise.resolve())

    expect(await shareLink(LINK)).toBe('copied')
    expect(clipboard.writeText).toHaveBeenCalledWith(LINK.url)
    expect(await screen.findByText('Link copied.')).toBeInTheDocument()
  })

  it('copies the link when the sheet throws at once', async () => {
    stubNavigator('share', () => {
      throw new TypeError('Illegal invocation')
    })
    const clipboard = clipboardThat(() => Promise.resolve())

    expect(await shareLink(LINK)).toBe('copied')
    expect(clipboard.writeText).toHaveBeenCalledWith(LINK.url)
  })

  it('without a share sheet, copies within the tap and says so', async () => {
    const clipboard = clipboardThat(() => Promise.resolve())

    const outcome = shareLink(LINK)
    expect(clipboard.writeText).toHaveBeenCalledWith(LINK.url)
    expect(await outcome).toBe('copied')
    expect(await screen.findByText('Link copied.')).toBeInTheDocument()
  })

  it('gives the link in a toast when the clipboard refuses', async () => {
    clipboardThat(() => Promise.reject(new DOMException('Denied', 'NotAllowedError')))

    expect(await shareLink(LINK)).toBe('shown')
    expect(await screen.findByText(`The link could not be copied: ${LINK.url}`)).toBeInTheDocument()
  })

  it('gives the link in a toast when there is no clipboard either (not a secure page)', async () => {
    expect(await shareLink(LINK)).toBe('shown')
    expect(await screen.findByText(`The link could not be copied: ${LINK.url}`)).toBeInTheDocument()
  })
})
