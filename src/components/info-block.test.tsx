// The info block's community links: following the community chat records
// discord_button; the other links record nothing.
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { recordAnalytics } from '../../tests/analytics-sink'
import { externalLinks } from '../config/links'
import { InfoBlock } from './info-block'

describe('InfoBlock', () => {
  it('records discord_button when the community chat is followed, and only then', async () => {
    const analytics = recordAnalytics()
    const user = userEvent.setup()
    render(<InfoBlock />)
    const community = within(screen.getByRole('navigation', { name: 'Community' }))
    // jsdom opens no windows; the links' own handlers still run.
    const stay = (event: Event) => event.preventDefault()
    document.addEventListener('click', stay)

    for (const name of ['Messaging channel', 'Social profile', 'NFT marketplace']) {
      await user.click(community.getByRole('link', { name }))
    }
    expect(analytics.names()).toEqual([])

    const chat = community.getByRole('link', { name: 'Community chat' })
    expect(chat).toHaveAttribute('href', externalLinks.communityChat)
    await user.click(chat)
    expect(analytics.names()).toEqual(['discord_button'])
    document.removeEventListener('click', stay)
  })
})
