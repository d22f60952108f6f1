// The top of a profile: the title (full name, else username), the owner's settings,
// the avatar, '@username', the numbers, Links / Message / Donate and the description.
import { useState } from 'react'
import { Link } from 'react-router-dom'
import { useAppSelector } from '../../../app/hooks'
import { Avatar } from '../../../components/avatar'
import { Icon } from '../../../components/icons'
import { paths } from '../../../config/paths'
import { selectUser } from '../../auth/auth-slice'
import { selectProfile } from '../profile-slice'
import { ProfileLinksSheet } from './profile-links-sheet'

/** Here, not in src/components/icons.tsx: only the profile draws it, and the shell goes without. */
const SettingsIcon = () => (
  <Icon>
    <circle cx="12" cy="12" r="3" />
    <path d="M12 2v3M12 19v3M2 12h3M19 12h3M4.9 4.9l2.1 2.1M17 17l2.1 2.1M4.9 19.1 7 17M17 7l2.1-2.1" />
  </Icon>
)

export function ProfileHeader({ isOwn }: { isOwn: boolean }) {
  const { userdata, statistic, videoCounts, links } = useAppSelector(selectProfile)
  const viewer = useAppSelector(selectUser)
  const [showLinks, setShowLinks] = useState(false)
  if (!userdata) return null
  const numbers = [
    ['Videos', statistic?.videos ?? videoCounts],
    ['Likes', statistic?.likes ?? 0],
    ['Favourites', statistic?.favorites ?? 0],
  ] as const

  return (
    <header className="profile-header">
      <div className="profile-header__top">
        <h1 className="profile-header__title">{userdata.fullname || userdata.username}</h1>
        {isOwn && viewer?.hasAccountSettings && (
          <Link
            className="profile-header__settings"
            to={paths.profileSettings}
            aria-label="Settings"
          >
            <SettingsIcon />
          </Link>
        )}
      </div>
      <Avatar
        className="profile-header__avatar"
        src={userdata.avatar || userdata.avatarThumb}
        alt=""
        size={96}
      />
      <p className="profile-header__username">@{userdata.username}</p>
      <dl className="profile-numbers">
        {numbers.map(([label, value]) => (
          <div key={label} className="profile-numbers__item">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <div className="profile-header__actions">
        <button type="button" className="button" onClick={() => setShowLinks(true)}>
          Links
        </button>
        <button type="button" className="button" disabled>
          Message
        </button>
        <button type="button" className="button" disabled>
          Donate
        </button>
      </div>
      {userdata.description && (
        <p className="profile-header__description">{userdata.description}</p>
      )}
      {showLinks && <ProfileLinksSheet links={links} onClose={() => setShowLinks(false)} />}
    </header>
  )
}
