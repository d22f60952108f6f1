// What a visitor finds on /wallet: not an empty wallet, but the way to one (SPEC.md §1 airdrop).
import { Link } from 'react-router-dom'
import { paths } from '../../../config/paths'

export function WalletInvitation() {
  return (
    <section className="wallet-card wallet-invitation" aria-labelledby="wallet-invitation-title">
      <h2 id="wallet-invitation-title" className="wallet-invitation__title">
        Get the 69 Points airdrop
      </h2>
      <p className="wallet-invitation__text">
        Create an account and 69 Points are yours to start with. Points open premium videos for 24
        hours.
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
