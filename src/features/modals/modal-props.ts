import type { ComponentType } from 'react'
import type { ModalName, ModalPayloads } from './modal-names'

/** What ModalRoot hands every modal body. */
export interface ModalProps<N extends ModalName> {
  name: N
  payload: ModalPayloads[N]
  /** Removes this modal from the queue; safe to call more than once. */
  onClose: () => void
}

/** Every modal name mapped to the component (usually a lazy chunk) that shows it. */
export type ModalRegistry = { readonly [N in ModalName]: ComponentType<ModalProps<N>> }
