// The answer is kept on this device for good: a reload, or another visit, does not ask again.
import type { AppStartListening } from '../../app/hooks'
import { storageKeys, writeStorage } from '../../lib/storage'
import { ageGateAccepted } from './age-gate-slice'

export function addAgeGateListeners(startListening: AppStartListening) {
  startListening({
    actionCreator: ageGateAccepted,
    effect: () => writeStorage(storageKeys.is18, 'true'),
  })
}
