// Shows the first queued modal: the queue lives in the store, the registry says which component
// draws each name, and this root puts it inside the shared Dialog.
import { Suspense, useCallback, type ComponentType } from 'react'
import { useAppDispatch, useAppSelector, useAppStore } from '../../../app/hooks'
import { Dialog, DialogLoading } from '../../../components/dialog'
import { ErrorBoundary } from '../../../components/error-boundary'
import { MODALS_KEPT_ON_BACK, type ModalName, type ModalPayloads } from '../modal-names'
import { modalClosed } from '../modals-slice'
import { selectCurrentModal } from '../modals-slice'
import { ModalFault } from './modal-fault'
import type { ModalProps, ModalRegistry } from '../modal-props'

export function ModalRoot({ registry }: { registry: ModalRegistry }) {
  const modal = useAppSelector(selectCurrentModal)
  if (!modal) return null
  // A new key per name gives every modal its own focus capture and restore.
  return (
    <CurrentModal key={modal.name} registry={registry} name={modal.name} payload={modal.payload} />
  )
}

interface CurrentModalProps<N extends ModalName> {
  registry: ModalRegistry
  name: N
  payload: ModalPayloads[N]
}

function CurrentModal<N extends ModalName>({ registry, name, payload }: CurrentModalProps<N>) {
  const dispatch = useAppDispatch()
  const store = useAppStore()
  // modalClosed removes whatever is first, so a second call (Escape after a button, an effect
  // run twice) must not close the modal queued behind this one.
  const close = useCallback(() => {
    if (selectCurrentModal(store.getState())?.name === name) dispatch(modalClosed())
  }, [dispatch, store, name])
  const Body: ComponentType<ModalProps<N>> = registry[name]
  return (
    <Dialog onDismiss={close} closesOnBack={!MODALS_KEPT_ON_BACK.has(name)}>
      <ErrorBoundary fallback={() => <ModalFault onClose={close} />}>
        <Suspense fallback={<DialogLoading />}>
          <Body name={name} payload={payload} onClose={close} />
        </Suspense>
      </ErrorBoundary>
    </Dialog>
  )
}
