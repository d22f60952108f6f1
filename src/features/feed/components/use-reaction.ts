import { useAppDispatch, useAppSelector } from '../../../app/hooks'
import type { FeedItem } from '../../../api/types'
import { selectIsLoggedIn } from '../../auth/auth-slice'
import { MODAL_LOGIN_POPUP } from '../../modals/modal-names'
import { modalOpened } from '../../modals/modals-slice'
import { toggleReaction } from '../feed-thunks'
import { reactionFields, type Reaction } from '../../../api/items'

/**
 * Like and favourite for one item: a visitor gets the login popup; `setTo` forces
 * a state (a double tap only ever likes).
 */
export function useReaction(item: FeedItem) {
  const dispatch = useAppDispatch()
  const isLoggedIn = useAppSelector(selectIsLoggedIn)
  return (reaction: Reaction, setTo?: boolean) => {
    if (!isLoggedIn) {
      dispatch(modalOpened({ name: MODAL_LOGIN_POPUP }))
      return
    }
    const on = setTo ?? !item.metadata[reactionFields[reaction].flag]
    if (on === item.metadata[reactionFields[reaction].flag]) return
    void dispatch(toggleReaction({ id: item.id, reaction, on }))
  }
}
