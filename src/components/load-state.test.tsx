// A load failure is a screen's heading where it is all the screen shows (a profile or the
// session check that failed), and plain text under a screen's own heading elsewhere.
import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { LoadFailure } from './load-state'

describe('LoadFailure', () => {
  it("is the screen's level-1 heading when it is the whole screen", () => {
    render(
      <LoadFailure title="The profile could not be loaded." onRetry={() => {}} isScreenTitle />,
    )
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'The profile could not be loaded.',
    )
  })

  it('adds no heading under a screen that has its own', () => {
    render(<LoadFailure title="The wallet could not be loaded." onRetry={() => {}} />)
    expect(screen.queryByRole('heading')).not.toBeInTheDocument()
    expect(screen.getByRole('alert')).toHaveTextContent('The wallet could not be loaded.')
  })
})
