// MODAL_REGISTRATION: the account step, then the verification step. A
// registered user is signed in and sees MODAL_REGISTRATION_STATUS.
import { useState } from 'react'
import { useAppDispatch } from '../../../app/hooks'
import { DialogClose } from '../../../components/dialog'
import { MODAL_REGISTRATION_STATUS } from '../../modals/modal-names'
import { modalOpened } from '../../modals/modals-slice'
import { RegistrationAccountStep, type AccountFields } from './registration-account-step'
import { RegistrationVerificationStep } from './registration-verification-step'
import './auth-form.css'

export function RegistrationModal({ onClose }: { onClose: () => void }) {
  const dispatch = useAppDispatch()
  const [account, setAccount] = useState<AccountFields | null>(null)

  const onRegistered = () => {
    dispatch(modalOpened({ name: MODAL_REGISTRATION_STATUS }))
    onClose()
  }

  return (
    <>
      <DialogClose onClick={onClose} />
      {account ? (
        <RegistrationVerificationStep
          account={account}
          // 'Change Email?' starts over: the account step mounts again, empty.
          onChangeEmail={() => setAccount(null)}
          onRegistered={onRegistered}
        />
      ) : (
        <RegistrationAccountStep onNext={setAccount} />
      )}
    </>
  )
}
