// /profile/{username}: who it is, their links and numbers, and their videos; the owner sees the
// videos they liked, favourited and unlocked instead. Loaded again when the viewer changes (locked
// videos depend on who looks); another name starts afresh.
import { useEffect } from 'react'
import { useParams } from 'react-router-dom'
import { useAppDispatch, useAppSelector } from '../../../app/hooks'
import { LoadFailure, LoadingStatus } from '../../../components/load-state'
import { selectIsLoggedIn, selectIsOwnProfile } from '../../auth/auth-slice'
import { fetchOwnVideos, fetchProfile, selectProfile } from '../profile-slice'
import { ProfileHeader } from './profile-header'
import { ProfileNotFound } from './profile-not-found'
import { ProfileTabs } from './profile-tabs'
import './profile.css'

export function ProfileScreen() {
  const { username = '' } = useParams()
  return <Profile key={username} username={username} />
}

function Profile({ username }: { username: string }) {
  const dispatch = useAppDispatch()
  const isLoggedIn = useAppSelector(selectIsLoggedIn)
  const isOwn = useAppSelector((state) => selectIsOwnProfile(state, username))
  const { userdata, isLoading, isNotFound, error } = useAppSelector(selectProfile)

  useEffect(() => {
    void dispatch(fetchProfile(username))
  }, [dispatch, username, isLoggedIn])

  useEffect(() => {
    if (isOwn) void dispatch(fetchOwnVideos())
  }, [dispatch, isOwn])

  if (isNotFound) return <ProfileNotFound />
  if (error !== null) {
    return (
      <div className="page">
        <LoadFailure
          title="The profile could not be loaded."
          detail={error}
          isScreenTitle
          onRetry={() => void dispatch(fetchProfile(username))}
        />
      </div>
    )
  }
  if (isLoading || !userdata)
    return <LoadingStatus className="page page-loading" label="Loading profile" />
  return (
    <div className="page profile">
      <ProfileHeader isOwn={isOwn} />
      <ProfileTabs isOwn={isOwn} />
    </div>
  )
}
