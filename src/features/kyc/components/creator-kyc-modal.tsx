// MODAL_CREATOR_KYC: becoming a creator needs the identity check first.
import { useNavigate } from 'react-router-dom'
import { DialogTitle } from '../../../components/dialog'
import { paths } from '../../../config/paths'

export function CreatorKycModal({ onClose }: { onClose: () => void }) {
  const navigate = useNavigate()
  const startKyc = () => {
    onClose()
    void navigate(paths.kyc)
  }
  return (
    <>
      <DialogTitle>KYC REQUIRED</DialogTitle>
      <p className="dialog__text">
        To become a creator you need to complete KYC, a short identity check, first.
      </p>
      <div className="dialog__actions">
        <button type="button" className="dialog__button" onClick={onClose}>
          Leave
        </button>
        <button type="button" className="dialog__button dialog__button--primary" onClick={startKyc}>
          Start KYC
        </button>
      </div>
    </>
  )
}
