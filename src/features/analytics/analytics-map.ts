// Which action records which analytics event, with which properties (`analyticsMap`, followed by
// analytics-listeners.ts), and when each event is recorded (`whenRecorded`: the README's table,
// printed by scripts/analytics-table.ts). Actions are named by their type, and only types are
// imported: a thunk that comes with a later screen stays in that screen's chunk, and the table is
// printed without loading the app. An event that no action marks (a link followed, a screen or
// dialog shown, a video played for a second) is sent by its component with `track`.
import type { AnalyticsEvent, AnalyticsProps } from '../../lib/analytics'
import type { accountCreated } from '../auth/account-thunks'
import type { toggleReaction } from '../feed/feed-thunks'
import type { buyVideo } from '../purchases/purchases-slice'
import type { sendVideo } from '../studio/upload-slice'

/** Each rule's functions take the action it names, typed as that action (hence `never`). */
export interface AnalyticsRule {
  /** The type of the action that records the event. */
  on: string
  event: AnalyticsEvent
  /** The event is recorded only when this holds. */
  if?: (action: never) => boolean
  props?: (action: never) => AnalyticsProps
}

type AccountCreated = ReturnType<typeof accountCreated>
type Reaction = ReturnType<typeof toggleReaction.fulfilled>
type Purchase = ReturnType<typeof buyVideo.fulfilled>
type Upload = ReturnType<typeof sendVideo.fulfilled>

const withReferral = ({ payload }: AccountCreated) => payload.withReferral

const switchedOn =
  (reaction: Reaction['meta']['arg']['reaction']) =>
  ({ meta: { arg } }: Reaction) =>
    arg.on && arg.reaction === reaction
const reactionVideo = ({ meta }: Reaction) => ({ videoId: meta.arg.id })
const purchasedVideo = ({ meta }: Purchase) => ({ videoId: meta.arg })
const uploadedVideo = ({ payload }: Upload) => ({ videoId: payload.id })

const ACCOUNT_CREATED = 'auth/accountCreated'
const REACTION = 'feed/toggleReaction/fulfilled'
const PURCHASE = 'purchases/buyVideo/fulfilled'

/** In the order the events of one action are recorded. */
export const analyticsMap: readonly AnalyticsRule[] = [
  { on: 'settings/appInitialised', event: 'session' },
  { on: 'auth/registerAccount/pending', event: 'user_registration' },
  { on: ACCOUNT_CREATED, event: 'user_create' },
  { on: ACCOUNT_CREATED, event: 'referral_registration', if: withReferral },
  { on: REACTION, event: 'video_like', if: switchedOn('like'), props: reactionVideo },
  { on: REACTION, event: 'video_fav', if: switchedOn('favorite'), props: reactionVideo },
  { on: PURCHASE, event: 'video_buy_success', props: purchasedVideo },
  { on: PURCHASE, event: 'pass_buy_success', props: purchasedVideo },
  { on: 'upload/sendVideo/fulfilled', event: 'content_upload', props: uploadedVideo },
]

/** Every event, in the README's order; the ones no rule above records name their component. */
export const whenRecorded: Record<AnalyticsEvent, string> = {
  session: 'once per app start, after the auth status',
  free_feed_start:
    "'Yes, I am 18+' on the age gate, or Home shown to a visitor who had answered it; once per stretch (`src/lib/free-feed-analytics.ts`)",
  free_feed_end:
    'the visitor leaves Home or signs in (`use-feed-analytics.ts` through `src/lib/free-feed-analytics.ts`)',
  limit_feed_start:
    '`src/features/feed/components/use-feed-analytics.ts`: a locked video becomes the active one (`videoId`)',
  limit_feed_end:
    'same file: that locked video stops being the active one, or Home is left (`videoId`)',
  video_view:
    '`src/features/feed/components/video-views.ts`: the active video has played 1 second, once per video per page load (`videoId`)',
  video_like: 'a like switched on, sent or queued offline (`videoId`)',
  video_fav: 'a favourite switched on, sent or queued offline (`videoId`)',
  pass_buy_start:
    "`src/features/feed/components/buy-pass-modal.tsx`: a signed-in user is shown 'Confirm pay-per-view purchase' (`videoId`)",
  video_buy_success: 'the purchase went through (`videoId`)',
  pass_buy_success: 'right after `video_buy_success` (`videoId`)',
  user_registration: 'the verification step is submitted, before the registration call',
  user_create: 'the server created the account, before its automatic sign-in',
  referral_registration: 'right after `user_create`: only when the form sent a referral code',
  creator_registration_start:
    "`src/features/profile/components/profile-settings-screen.tsx`: 'Become Creator' is tapped",
  creator_kyc_start:
    '`src/features/kyc/components/kyc-screen.tsx`: the KYC page opens for a signed-in user (not again for a new token)',
  creator_kyc_success:
    '`src/features/kyc/use-review-outcome.ts`: the widget reports a completed review answered GREEN',
  creator_registration_success:
    'same hook: the session refreshed after GREEN says the user is a creator',
  content_upload: 'the upload succeeded (`videoId`)',
  discord_button:
    "the community chat is followed: the age gate's Leave (`age-gate-modal.tsx`), 'Community chat' in `src/components/info-block.tsx`",
}
