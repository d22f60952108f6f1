import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithProviders } from '../../../../tests/render'
import type { Metadata } from '../../../api/types'
import { FeedCaption } from './feed-caption'

const metadata = (description: string): Metadata => ({
  name: 'Sunset run',
  likesCounts: 0,
  hasLike: false,
  favoriteCounts: 0,
  hasFavorite: false,
  username: 'luna',
  avatar: '',
  avatarThumb: '',
  description,
})

describe('FeedCaption', () => {
  it('shows a description of 23 characters whole, with no toggle', () => {
    renderWithProviders(<FeedCaption metadata={metadata('x'.repeat(23))} />)
    expect(screen.getByText('x'.repeat(23))).toBeInTheDocument()
    expect(screen.queryByRole('button')).not.toBeInTheDocument()
  })

  it("folds a longer one behind 'See More', counting characters as the user sees them", async () => {
    const text = `${'🙂'.repeat(23)}!`
    const { user } = renderWithProviders(<FeedCaption metadata={metadata(text)} />)
    const toggle = screen.getByRole('button', { name: 'See More' })
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    expect(screen.getByText(`${'🙂'.repeat(23)}…`, { exact: false })).toBeInTheDocument()

    await user.click(toggle)
    expect(screen.getByText(text, { exact: false })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'See Less' })).toHaveAttribute(
      'aria-expanded',
      'true',
    )
  })

  it('links the username to the profile', () => {
    renderWithProviders(<FeedCaption metadata={metadata('')} />)
    expect(screen.getByRole('link', { name: '@luna' })).toHaveAttribute('href', '/profile/luna')
  })
})
