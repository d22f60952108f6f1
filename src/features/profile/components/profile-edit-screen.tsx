// Edit Profile Data: the form starts from the user's own data and
// links (GET /user-statistic), so it loads them first.
import { useEffect, useState } from 'react'
import type { UserStatistic } from '../../../api/types'
import { useAppDispatch } from '../../../app/hooks'
import { LoadFailure, LoadingStatus } from '../../../components/load-state'
import { fetchOwnSettings } from '../profile-edit-thunks'
import { AvatarCropper } from './avatar-cropper'
import { ProfileEditForm } from './profile-edit-form'
import './profile.css'

type Loaded = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; data: UserStatistic }

export function ProfileEditScreen() {
  const dispatch = useAppDispatch()
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' })
  const [attempt, setAttempt] = useState(0)

  useEffect(() => {
    let isCurrent = true
    void dispatch(fetchOwnSettings()).then((result) => {
      if (!isCurrent) return
      setLoaded(
        fetchOwnSettings.fulfilled.match(result)
          ? { state: 'ready', data: result.payload }
          : { state: 'failed' },
      )
    })
    return () => {
      isCurrent = false
    }
  }, [dispatch, attempt])

  const retry = () => {
    setLoaded({ state: 'loading' })
    setAttempt((count) => count + 1)
  }

  return (
    <div className="page">
      <h1 className="page__title">Edit Profile Data</h1>
      {loaded.state === 'ready' && (
        <>
          <AvatarCropper />
          <ProfileEditForm saved={loaded.data} />
        </>
      )}
      {loaded.state === 'loading' && <LoadingStatus label="Loading your profile" />}
      {loaded.state === 'failed' && (
        <LoadFailure title="Your profile could not be loaded." onRetry={retry} />
      )}
    </div>
  )
}
