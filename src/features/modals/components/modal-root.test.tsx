import { act, screen, waitFor } from '@testing-library/react'
import { lazy, type ComponentType } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { renderWithProviders } from '../../../../tests/render'
import { DialogTitle } from '../../../components/dialog'
import {
  MODAL_CHANGE_PASSWORD,
  MODAL_COMING_SOON,
  MODAL_LOGIN,
  MODAL_NAMES,
  MODAL_RESTORE_PASSWORD,
  type ModalName,
} from '../modal-names'
import { modalOpened } from '../modals-slice'
import { MODAL_LOAD_FAILED } from './modal-fault'
import { ModalRoot } from './modal-root'
import type { ModalProps, ModalRegistry } from '../modal-props'

function NamedBody({ name, onClose }: ModalProps<ModalName>) {
  return (
    <>
      <DialogTitle>{name}</DialogTitle>
      <input aria-label={`${name} field`} />
      <button type="button" onClick={onClose}>
        Done
      </button>
    </>
  )
}

let releaseLazyBody: () => void = () => {}
const LazyBody = lazy(
  () =>
    new Promise<{ default: typeof NamedBody }>((resolve) => {
      releaseLazyBody = () => resolve({ default: NamedBody })
    }),
)

const UnloadableBody = lazy<typeof NamedBody>(() =>
  Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
)

const bodies: Partial<Record<ModalName, ComponentType<ModalProps<ModalName>>>> = {
  [MODAL_RESTORE_PASSWORD]: LazyBody,
  [MODAL_CHANGE_PASSWORD]: UnloadableBody,
}
const registry = Object.fromEntries(
  MODAL_NAMES.map((name) => [name, bodies[name] ?? NamedBody]),
) as ModalRegistry

function setup() {
  const view = renderWithProviders(
    <>
      <button type="button">Open from page</button>
      <ModalRoot registry={registry} />
    </>,
  )
  const open = (name: typeof MODAL_LOGIN | typeof MODAL_COMING_SOON) =>
    act(() => {
      view.store.dispatch(modalOpened({ name }))
    })
  return { ...view, open }
}

describe('ModalRoot', () => {
  it('shows nothing while the queue is empty', () => {
    setup()
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('shows only the first queued modal and the next one once it closes', async () => {
    const { open, user } = setup()
    open(MODAL_LOGIN)
    open(MODAL_COMING_SOON)

    expect(screen.getAllByRole('dialog')).toHaveLength(1)
    expect(screen.getByRole('dialog', { name: MODAL_LOGIN })).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Done' }))
    expect(screen.getByRole('dialog', { name: MODAL_COMING_SOON })).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Done' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('closes on Escape, one modal per press', async () => {
    const { open, user } = setup()
    open(MODAL_LOGIN)
    open(MODAL_COMING_SOON)

    await user.keyboard('{Escape}')
    expect(screen.getByRole('dialog', { name: MODAL_COMING_SOON })).toBeInTheDocument()
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('closes on a click on the backdrop but not on one inside the dialog', async () => {
    const { open, user } = setup()
    open(MODAL_LOGIN)

    await user.click(screen.getByRole('heading', { name: MODAL_LOGIN }))
    expect(screen.getByRole('dialog')).toBeInTheDocument()

    await user.click(screen.getByTestId('dialog-backdrop'))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('moves focus into the dialog, keeps Tab inside and gives focus back on close', async () => {
    const { open, user } = setup()
    const trigger = screen.getByRole('button', { name: 'Open from page' })
    trigger.focus()
    open(MODAL_LOGIN)

    const dialog = screen.getByRole('dialog', { name: MODAL_LOGIN })
    expect(dialog).toHaveFocus()
    await user.tab()
    expect(screen.getByRole('textbox', { name: `${MODAL_LOGIN} field` })).toHaveFocus()
    await user.tab()
    expect(screen.getByRole('button', { name: 'Done' })).toHaveFocus()
    await user.tab()
    expect(screen.getByRole('textbox', { name: `${MODAL_LOGIN} field` })).toHaveFocus()
    await user.tab({ shift: true })
    expect(screen.getByRole('button', { name: 'Done' })).toHaveFocus()

    await user.keyboard('{Escape}')
    expect(trigger).toHaveFocus()
  })

  it('makes the page behind inert and unscrollable until the last modal closes', async () => {
    const { open, user, container } = setup()
    open(MODAL_LOGIN)
    open(MODAL_COMING_SOON)
    expect(container).toHaveAttribute('inert')
    expect(document.body).toHaveStyle({ overflow: 'hidden' })

    await user.keyboard('{Escape}')
    expect(container).toHaveAttribute('inert')

    await user.keyboard('{Escape}')
    expect(container).not.toHaveAttribute('inert')
    expect(document.body).not.toHaveStyle({ overflow: 'hidden' })
  })

  it('shows a loading state inside the dialog while a lazy modal loads', async () => {
    const { store } = setup()
    act(() => {
      store.dispatch(modalOpened({ name: MODAL_RESTORE_PASSWORD }))
    })

    expect(screen.getByRole('dialog', { name: 'Loading...' })).toBeInTheDocument()
    act(() => releaseLazyBody())
    await waitFor(() =>
      expect(screen.getByRole('dialog', { name: MODAL_RESTORE_PASSWORD })).toBeInTheDocument(),
    )
  })

  it('says so when a modal cannot be loaded, and still closes', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const { store, user } = setup()
    act(() => {
      store.dispatch(modalOpened({ name: MODAL_CHANGE_PASSWORD }))
    })

    expect(await screen.findByRole('dialog', { name: MODAL_LOAD_FAILED })).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Close' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Open from page' })).toBeInTheDocument()
  })
})
