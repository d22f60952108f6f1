// One upload at a time, tied to the screen that started it: the warning popup while it runs,
// the success popup and toast when it is in, Cancel and leaving abort it (as does closing the
// screen), and a guard asks before the user leaves mid-way.
import { useCallback, useEffect, useRef } from 'react'
import type { UploadFields } from '../../api/uploads'
import { useAppDispatch, useAppSelector } from '../../app/hooks'
import { showSuccessToast } from '../../lib/toast'
import { MODAL_UPLOAD_SUCCESS_POPUP, MODAL_UPLOAD_WARNING_POPUP } from '../modals/modal-names'
import { modalOpened, modalWithdrawn } from '../modals/modals-slice'
import { selectUpload, sendVideo } from './upload-slice'
import { useLeaveGuard } from './use-leave-guard'

type Request = ReturnType<ReturnType<typeof sendVideo>>

export function useVideoUpload() {
  const dispatch = useAppDispatch()
  const { isLoading: isSending, failure: error } = useAppSelector(selectUpload)
  const request = useRef<Request | null>(null)

  const cancel = useCallback(() => {
    request.current?.abort()
    dispatch(modalWithdrawn(MODAL_UPLOAD_WARNING_POPUP))
  }, [dispatch])

  useEffect(() => cancel, [cancel])
  const guard = useLeaveGuard(isSending, cancel)

  /** Resolves true once the video is in; false when it failed or was cancelled. */
  const send = useCallback(
    async (fields: UploadFields) => {
      dispatch(modalOpened({ name: MODAL_UPLOAD_WARNING_POPUP }))
      const pending = dispatch(sendVideo(fields))
      request.current = pending
      const result = await pending
      if (request.current === pending) request.current = null
      dispatch(modalWithdrawn(MODAL_UPLOAD_WARNING_POPUP))
      if (!sendVideo.fulfilled.match(result)) return false
      dispatch(
        modalOpened({
          name: MODAL_UPLOAD_SUCCESS_POPUP,
          payload: { fileName: fields.videoData.name },
        }),
      )
      showSuccessToast('Video on moderation')
      return true
    },
    [dispatch],
  )

  return { send, cancel, isSending, error, guard }
}
