// MODAL_18, the age gate. Part of the first chunk: it opens before anything else on a
// first visit. Only an explicit answer closes it.
import { Link } from 'react-router-dom'
import { DialogTitle } from '../../components/dialog'
import { useDialogDismiss } from '../../components/dialog-context'
import { COMMUNITY_CHAT_URL } from '../../config/community-chat'
import { paths } from '../../config/paths'
import { track } from '../../lib/analytics'
import { freeFeedStarted } from '../../lib/free-feed-analytics'
import { storageKeys, writeStorage } from '../../lib/storage'

export function AgeGateModal({ onClose }: { onClose: () => void }) {
  useDialogDismiss(null)

  const accept = () => {
    writeStorage(storageKeys.is18, 'true')
    freeFeedStarted()
    onClose()
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
