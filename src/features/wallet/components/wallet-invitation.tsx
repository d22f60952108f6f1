// What a visitor finds on /wallet: not an empty wallet, but the way to one (the sign-up airdrop).
import { Link } from 'react-router-dom'
import { paths } from '../../../config/paths'
import { SIGN_UP_BONUS_POINTS, UNLOCK_HOURS } from '../../../config/product'

export function WalletInvitation() {
  return (
    <section className="wallet-card wallet-invitation" aria-labelledby="wallet-invitation-title">
      <h2 id="wallet-invitation-title" className="wallet-invitation__title">
        {`Get the ${SIGN_UP_BONUS_POINTS} Points airdrop`}
      </h2>
      <p className="wallet-invitation__text">
        {`Create an account and ${SIGN_UP_BONUS_POINTS} Points are yours to start with. ` +
          `Points open premium videos for ${UNLOCK_HOURS} hours.`}
      </p>
      <div className="wallet-invitation__actions">
        <Link className="button button--primary" to={paths.registration}>
          Create an account
        </Link>
        <Link className="button" to={paths.login}>
          Log In
        </Link>
      </div>
    </section>
  )
}
