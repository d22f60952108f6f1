// Edit Profile Data before and after PUT /user-settings: nothing changed sends nothing, not even
// on Enter; the username is filtered as typed and checked, a bad web address refused, before
// anything is sent; a taken username comes back as the server's message at the field.
import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderApp } from '../../../../tests/render-app'
import { recordRequests } from '../../../../tests/sent-requests'

async function openEdit() {
  const rendered = await renderApp('user', '/profile/edit')
  const username = await screen.findByRole('textbox', { name: 'Username' })
  await waitFor(() => expect(username).toHaveValue('demo_user'))
  const sent = recordRequests()
  return {
    ...rendered,
    username,
    fullName: screen.getByRole('textbox', { name: 'Full name' }),
    save: screen.getByRole('button', { name: 'Save' }),
    puts: () => sent.matching('PUT', '/user-settings'),
    formOf: () => sent.formOf('PUT', '/user-settings'),
  }
}

describe('Edit Profile Data', () => {
  it('sends nothing when nothing changed, not even on Enter', async () => {
    const { user, fullName, save, puts, formOf } = await openEdit()
    await user.type(fullName, ' ')
    expect(save).toBeDisabled()
    await user.type(fullName, '{Enter}')
    expect(puts()).toEqual([])

    await user.clear(fullName)
    await user.type(fullName, 'Demo Person')
    await user.click(save)
    await waitFor(() => expect(puts()).toHaveLength(1))
    expect(await formOf()).toEqual({ fullname: 'Demo Person' })
  })

  it('filters the username as typed and refuses a short one or a bad address unsent', async () => {
    const { user, username, save, puts, formOf } = await openEdit()
    await user.clear(username)
    await user.type(username, 'Demo User!')
    expect(username).toHaveValue('demouser')

    await user.clear(username)
    await user.type(username, '_x')
    await user.click(save)
    expect(username).toHaveAttribute('aria-invalid', 'true')
    expect(username).toHaveAccessibleDescription(/must be between 2 and 20 characters long/)
    const site = screen.getByRole('textbox', { name: 'Web site' })
    await user.type(site, 'javascript:alert(1)')
    await user.click(save)
    expect(await screen.findByText('Enter a web address, like https://example.com')).toBeVisible()
    expect(puts()).toEqual([])

    await user.clear(site)
    await user.clear(username)
    await user.type(username, 'demo_person')
    await user.click(save)
    await waitFor(() => expect(puts()).toHaveLength(1))
    expect(await formOf()).toEqual({ username: 'demo_person' })
  })

  it("shows a taken username's server message at the field and stays", async () => {
    const { user, username, save, puts } = await openEdit()
    await user.clear(username)
    await user.type(username, 'demo_creator')
    await user.click(save)

    await waitFor(() => expect(username).toHaveAttribute('aria-invalid', 'true'))
    expect(username).toHaveAccessibleDescription(/This username is already taken\./)
    expect(puts()).toHaveLength(1)
    expect(screen.getByRole('heading', { level: 1, name: 'Edit Profile Data' })).toBeVisible()
  })
})
