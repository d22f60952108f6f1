// All Users on screen: who gets which controls, the filter and its empty result, a refused change
// told once as 'Verify Error!' with the row put back and the focus kept, and a failed list.
import { screen, waitFor, within } from '@testing-library/react'
import { ToastContainer } from 'react-toastify/unstyled'
import { describe, expect, it } from 'vitest'
import { addFault } from '../../../../mock-api/faults'
import { renderWithProviders } from '../../../../tests/render'
import { recordRequests } from '../../../../tests/sent-requests'
import { signedInStore, type DemoAccount } from '../../../../tests/signed-in-store'
import { UsersScreen } from './users-screen'

async function renderAs(account: DemoAccount) {
  const store = await signedInStore(account)
  const rendered = renderWithProviders(
    <>
      <ToastContainer />
      <UsersScreen />
    </>,
    { store, route: '/admin-panel/users' },
  )
  await screen.findByRole('list', { name: 'Users' })
  return rendered
}

const row = (email: string) =>
  screen.getByRole('heading', { level: 2, name: email }).closest('li') as HTMLElement

describe('UsersScreen', () => {
  it('gives an admin every control on others, text only on admins and on the own row', async () => {
    await renderAs('admin')
    const user = within(row('user@demo.test'))
    const role = user.getByRole('combobox', { name: 'Role user@demo.test' })
    expect(role).toHaveValue('user')
    expect(
      within(role)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['User', 'Creator', 'Manager'])
    expect(user.getByRole('button', { name: 'Unverify user@demo.test' })).toBeEnabled()
    expect(user.getByRole('button', { name: 'Delete user@demo.test' })).toBeEnabled()
    expect(user.getByRole('link', { name: 'Videos of user@demo.test' })).toHaveAttribute(
      'href',
      '/admin-panel/users/u1',
    )
    expect(within(row('manager-unverified@demo.test')).getByText('Not verified')).toBeVisible()

    const self = within(row('admin@demo.test'))
    expect(self.getByText('Admin')).toBeVisible()
    expect(self.getByText(/· you/)).toBeVisible()
    expect(self.queryByRole('combobox')).toBeNull()
    expect(self.queryAllByRole('button')).toEqual([])
  })

  it('gives a manager no Delete, and no controls on the admin', async () => {
    await renderAs('manager')
    expect(screen.queryByRole('button', { name: /^Delete/ })).toBeNull()
    expect(within(row('user@demo.test')).getByRole('combobox')).toBeEnabled()
    expect(within(row('admin@demo.test')).queryAllByRole('button')).toEqual([])
  })

  it('filters by e-mail or username, ignoring case, and says when nothing matches', async () => {
    const { user } = await renderAs('admin')
    const filter = screen.getByRole('searchbox', { name: 'Filter users' })
    await user.type(filter, 'DEMO_CREATOR')
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'creator@demo.test',
    ])
    expect(filter).toHaveAccessibleDescription(/^1 of \d+ users$/)

    await user.clear(filter)
    await user.type(filter, 'LUNA@')
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'luna@demo.test',
    ])

    await user.type(filter, 'nobody')
    expect(screen.getByText('No users match.')).toBeVisible()
    await user.click(screen.getByRole('button', { name: 'Clear filter' }))
    expect(filter).toHaveValue('')
    expect(screen.getAllByRole('heading', { level: 2 }).length).toBeGreaterThan(5)
  })

  it('puts a refused change back, says Verify Error! once and keeps the focus', async () => {
    const { user } = await renderAs('admin')
    addFault({ path: '/api/v1/user/u1', status: 500, message: 'Server says no', times: 1 })
    const unverify = within(row('user@demo.test')).getByRole('button', {
      name: 'Unverify user@demo.test',
    })
    await user.click(unverify)

    expect(await screen.findByRole('alert')).toHaveTextContent('Verify Error!')
    const button = within(row('user@demo.test')).getByRole('button', {
      name: 'Unverify user@demo.test',
    })
    await waitFor(() => expect(button).toHaveFocus())
    expect(button).toBeEnabled()
    expect(within(row('user@demo.test')).getByText('Verified')).toBeVisible()
    expect(screen.getAllByRole('alert')).toHaveLength(1)
  })

  it('asks before deleting: Cancel sends nothing', async () => {
    const { user } = await renderAs('admin')
    const sent = recordRequests()
    const del = within(row('broke@demo.test')).getByRole('button', { name: /^Delete/ })
    await user.click(del)
    const dialog = screen.getByRole('dialog', { name: 'Delete?' })
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(sent.all).toEqual([])
    expect(del).toHaveFocus()

    await user.click(del)
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }))
    expect(screen.queryByRole('heading', { level: 2, name: 'broke@demo.test' })).toBeNull()
    expect(screen.getByRole('heading', { level: 1, name: 'All Users' })).toHaveFocus()
    await waitFor(() => expect(sent.matching('DELETE', '/user/u2')).toHaveLength(1))
  })

  it('shows a failed list as Upload Error! with Try again', async () => {
    addFault({ path: '/api/v1/users', status: 500, message: 'Down for a moment', times: 1 })
    const store = await signedInStore('admin')
    const { user } = renderWithProviders(<UsersScreen />, { store })
    const failure = await screen.findByRole('alert')
    expect(failure).toHaveTextContent('Upload Error!')
    expect(failure).toHaveTextContent('Down for a moment')
    await user.click(within(failure).getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('list', { name: 'Users' })).toBeVisible()
  })
})
