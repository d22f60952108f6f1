// MODAL_18, the age gate. Part of the first chunk: an unanswered gate is queued from the start
// (age-gate-slice.ts), before anything else. Only an explicit answer closes it: accepting takes
// it out of the queue and draws the page behind it in the same render.
import { Link } from 'react-router-dom'
import { useAppDispatch } from '../../app/hooks'
import { DialogTitle } from '../../components/dialog'
import { useDialogDismiss } from '../../components/dialog-context'
import { COMMUNITY_CHAT_URL } from '../../config/community-chat'
import { paths } from '../../config/paths'
import { track } from '../../lib/analytics'
import { freeFeedStarted } from '../../lib/free-feed-analytics'
import { ageGateAccepted } from './age-gate-slice'

export function AgeGateModal() {
  const dispatch = useAppDispatch()
  useDialogDismiss(null)

  const accept = () => {
    freeFeedStarted()
    dispatch(ageGateAccepted())
  }

  return (
    <>
      <DialogTitle>ENTER ONLY IF YOU ARE OVER 18 YEARS OLD</DialogTitle>
      <p className="dialog__text">
        This website contains adult content. You must be at least 18 years old (21 in some
        countries) to enter.
      </p>
      <p className="dialog__text">
        By continuing you agree to our <Link to={paths.termsOfService}>Terms of Service</Link>.
      </p>
      <div className="dialog__actions">
        <a
          className="dialog__button"
          href={COMMUNITY_CHAT_URL}
          onClick={() => void track('discord_button')}
        >
          Leave
        </a>
        <button type="button" className="dialog__button dialog__button--primary" onClick={accept}>
          Yes, I am 18+
        </button>
      </div>
    </>
  )
}
