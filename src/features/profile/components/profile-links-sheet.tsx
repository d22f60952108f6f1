// The bottom sheet of a profile's social links. A value becomes a link only when it
// is a safe http(s) address; anything else is shown as text.
import { Dialog, DialogClose, DialogTitle } from '../../../components/dialog'
import type { Link } from '../../../api/types'
import { profileLinkHref } from '../profile-links'

interface ProfileLinksSheetProps {
  links: Link[]
  onClose: () => void
}

export function ProfileLinksSheet({ links, onClose }: ProfileLinksSheetProps) {
  const shown = links.filter((link) => link.value.trim())
  return (
    <Dialog onDismiss={onClose}>
      <DialogClose onClick={onClose} />
      <DialogTitle>Links</DialogTitle>
      {shown.length === 0 ? (
        <p className="dialog__text">No links yet.</p>
      ) : (
        <ul className="profile-links">
          {shown.map(({ name, value }) => {
            const href = profileLinkHref(name, value)
            return (
              <li key={name} className="profile-links__item">
                <span className="profile-links__name">{name}</span>
                {href ? (
                  <a href={href} target="_blank" rel="noopener noreferrer">
                    {value}
                  </a>
                ) : (
                  <span>{value}</span>
                )}
              </li>
            )
          })}
        </ul>
      )}
    </Dialog>
  )
}
