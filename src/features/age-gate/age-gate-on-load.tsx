// Mount once in the shell: queues the age gate whenever the visitor has not accepted it yet.
import { useEffect } from 'react'
import { useAppDispatch } from '../../app/hooks'
import { MODAL_18 } from '../modals/modal-names'
import { modalOpened } from '../modals/modals-slice'
import { readStorage, storageKeys } from '../../lib/storage'

export function AgeGateOnLoad() {
  const dispatch = useAppDispatch()
  useEffect(() => {
    if (readStorage(storageKeys.is18) !== 'true') dispatch(modalOpened({ name: MODAL_18 }))
  }, [dispatch])
  return null
}
