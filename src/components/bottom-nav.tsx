// The five-entry bottom navigation: Home, two inert placeholders, Wallet and a last
// entry the shell points at the viewer's profile or at Account.
import { NavLink } from 'react-router-dom'
import { paths } from '../config/paths'
import { BookmarkIcon, HomeIcon, TokenIcon, UserIcon, WalletIcon } from './icons'
import './bottom-nav.css'

interface BottomNavProps {
  lastEntry: { to: string; label: string }
}

export function BottomNav({ lastEntry }: BottomNavProps) {
  return (
    <nav className="bottom-nav" aria-label="Main">
      <NavLink to={paths.home} end className="bottom-nav__item">
        <HomeIcon />
        <span>Home</span>
      </NavLink>
      <span className="bottom-nav__item bottom-nav__item--inert" aria-hidden="true">
        <BookmarkIcon />
      </span>
      <span className="bottom-nav__item bottom-nav__item--inert" aria-hidden="true">
        <TokenIcon />
      </span>
      <NavLink to={paths.wallet} className="bottom-nav__item">
        <WalletIcon />
        <span>Wallet</span>
      </NavLink>
      <NavLink to={lastEntry.to} className="bottom-nav__item">
        <UserIcon />
        <span>{lastEntry.label}</span>
      </NavLink>
    </nav>
  )
}
