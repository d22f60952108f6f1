import { OwnProfileRedirect } from '../../features/profile/components/own-profile-redirect'

export default function ProfileRedirectPage() {
  return <OwnProfileRedirect />
}
