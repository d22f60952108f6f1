// MODAL_BUY_XPASS, pay-per-view: a signed-in user confirms paying the unlock price to open the
// video for the unlock period; a visitor is offered an account and its airdrop instead. A purchase
// that got no answer may have charged: the sheet says so and the purchase is checked
// (purchase-check.ts) rather than closing quietly.
import { useEffect, useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { useAppDispatch, useAppSelector } from '../../../app/hooks'
import { DialogTitle } from '../../../components/dialog'
import { OfflineNote } from '../../../components/offline-note'
import { paths, profilePath } from '../../../config/paths'
import { SIGN_UP_BONUS_POINTS, UNLOCK_HOURS, UNLOCK_PRICE_POINTS } from '../../../config/product'
import { track } from '../../../lib/analytics'
import { useOnline } from '../../../lib/online-status'
import { selectUser } from '../../auth/auth-slice'
import type { ModalProps } from '../../modals/modal-props'
import type { MODAL_BUY_XPASS } from '../../modals/modal-names'
import {
  checkUnansweredPurchase,
  isUnanswered,
  UNANSWERED_PURCHASE_MESSAGE,
} from '../../purchases/purchase-check'
import { buyVideo, selectIsPaying } from '../../purchases/purchases-slice'
import { selectUnlock } from '../../purchases/purchase-selectors'
import { isUnlockActive } from '../../purchases/unlock-rules'

export function BuyPassModal({ payload, onClose }: ModalProps<typeof MODAL_BUY_XPASS>) {
  const user = useAppSelector(selectUser)
  if (!user) return <Airdrop onClose={onClose} />
  return <ConfirmPurchase videoId={payload?.videoId} username={user.username} onClose={onClose} />
}

function Airdrop({ onClose }: { onClose: () => void }) {
  const navigate = useNavigate()
  return (
    <>
      <DialogTitle>{`Get the ${SIGN_UP_BONUS_POINTS} Points airdrop`}</DialogTitle>
      <p className="dialog__text">
        {`Premium videos are opened with Points. Create an account and ${SIGN_UP_BONUS_POINTS} ` +
          'Points are yours to start with.'}
      </p>
      <div className="dialog__actions">
        <button type="button" className="dialog__button" onClick={onClose}>
          Close
        </button>
        <button
          type="button"
          className="dialog__button dialog__button--primary"
          onClick={() => {
            void navigate(paths.registration)
            onClose()
          }}
        >
          Create an account
        </button>
      </div>
    </>
  )
}

interface ConfirmPurchaseProps {
  /** Absent when a 402 elsewhere opened the modal: there is nothing to buy here. */
  videoId: string | undefined
  username: string
  onClose: () => void
}

function ConfirmPurchase({ videoId, username, onClose }: ConfirmPurchaseProps) {
  const dispatch = useAppDispatch()
  const navigate = useNavigate()
  const online = useOnline()
  const isPaying = useAppSelector((state) => !!videoId && selectIsPaying(state, videoId))
  const unlock = useAppSelector((state) => (videoId ? selectUnlock(state, videoId) : undefined))
  // Read when the sheet opened; a purchase or check while it is open changes `unlock`.
  const [openedAt] = useState(Date.now)
  const isBought = isUnlockActive(unlock, openedAt)
  const [isUnconfirmed, setIsUnconfirmed] = useState(false)

  useEffect(() => {
    if (videoId) void track('pass_buy_start', { videoId })
  }, [videoId])

  const pay = async () => {
    if (!videoId) return
    setIsUnconfirmed(false)
    const result = await dispatch(buyVideo(videoId))
    if (buyVideo.fulfilled.match(result)) {
      void navigate(profilePath(username))
      onClose()
      return
    }
    // Not sent: this video's purchase already runs (a second tap), or it is bought.
    if (result.meta.condition) return
    if (isUnanswered(result.payload)) {
      setIsUnconfirmed(true)
      void dispatch(checkUnansweredPurchase(videoId))
      return
    }
    // Too few Points: the errors listener's message shows beside the offer, which stays open.
    if (result.payload?.status !== 402) onClose()
  }

  return (
    <>
      <DialogTitle>Confirm pay-per-view purchase</DialogTitle>
      <p className="dialog__text">
        {`You will be charged ${UNLOCK_PRICE_POINTS} Points from your wallet to unlock video ` +
          `for ${UNLOCK_HOURS} hours`}
      </p>
      {isUnconfirmed && (
        <p className="dialog__text" role="alert">
          {UNANSWERED_PURCHASE_MESSAGE}
        </p>
      )}
      <OfflineNote online={online} />
      <div className="dialog__actions">
        <button type="button" className="dialog__button" onClick={onClose}>
          Cancel
        </button>
        <button
          type="button"
          className="dialog__button dialog__button--primary"
          disabled={!videoId || isPaying || isBought || !online}
          aria-busy={isPaying}
          onClick={() => void pay()}
        >
          PAY
        </button>
      </div>
    </>
  )
}
