// The route table as data: path, access and roles, and the screen drawn there, loaded straight
// from its feature. Home is part of the first chunk; every other screen is a lazy chunk of its own.
import { createElement, type ComponentType } from 'react'
import { paths } from '../config/paths'
import { FeedScreen } from '../features/feed/components/feed-screen'
import type { ModalRouteProps } from '../features/modals/components/modal-route'
import {
  MODAL_CHANGE_PASSWORD,
  MODAL_LOGIN,
  MODAL_REGISTRATION,
  MODAL_RESTORE_PASSWORD,
} from '../features/modals/modal-names'
import { lazyExport } from '../lib/load-chunk'
import { withAdminAccess } from './admin-access-gate'
import type { RouteRule } from './route-access'

export interface AppRoute extends RouteRule {
  Page: ComponentType
}

const open = (path: string, Page: ComponentType): AppRoute => ({ path, access: 'public', Page })

const session = (path: string, Page: ComponentType): AppRoute => ({
  path,
  access: 'session',
  Page,
})

/** The creator tools (Upload, My Videos with its Paid switch): verified creators and admins. */
const creator = (path: string, Page: ComponentType): AppRoute => ({
  path,
  access: 'creator',
  Page,
})

/** Admin panel screens: the route exists for managers and admins, the screen needs admin access. */
const admin = (path: string, Page: ComponentType): AppRoute => ({
  path,
  access: 'session',
  roles: ['admin', 'manager'],
  Page: withAdminAccess(Page),
})

const ModalRoute = lazyExport(
  () => import('../features/modals/components/modal-route'),
  'ModalRoute',
)

/** A route that is really a modal: while the route is open, its modal is queued. */
const modal = (path: string, props: ModalRouteProps): AppRoute =>
  open(path, () => createElement(ModalRoute, props))

/** Where the admin screens send a viewer without admin access: nothing is drawn there. */
const NoAccess = () => null

export const appRoutes: readonly AppRoute[] = [
  open(paths.home, FeedScreen),
  modal(paths.login, { modal: MODAL_LOGIN, redirectWhenLoggedIn: true }),
  modal(paths.registration, { modal: MODAL_REGISTRATION }),
  modal(paths.restore, { modal: MODAL_RESTORE_PASSWORD, redirectWhenLoggedIn: true }),
  modal(paths.changePassword, { modal: MODAL_CHANGE_PASSWORD }),
  open(paths.noAccess, NoAccess),
  open(
    paths.account,
    lazyExport(() => import('../features/auth/components/account-screen'), 'AccountScreen'),
  ),
  open(
    paths.profile,
    lazyExport(
      () => import('../features/profile/components/own-profile-redirect'),
      'OwnProfileRedirect',
    ),
  ),
  open(
    paths.profileUser,
    lazyExport(() => import('../features/profile/components/profile-screen'), 'ProfileScreen'),
  ),
  open(
    paths.wallet,
    lazyExport(() => import('../features/wallet/components/wallet-screen'), 'WalletScreen'),
  ),
  open(
    paths.privacyPolicy,
    lazyExport(() => import('./pages/legal-pages'), 'PrivacyPolicyPage'),
  ),
  open(
    paths.termsOfService,
    lazyExport(() => import('./pages/legal-pages'), 'TermsOfServicePage'),
  ),
  open(
    paths.dmca,
    lazyExport(() => import('./pages/legal-pages'), 'DmcaPage'),
  ),
  open(
    paths.avatar,
    lazyExport(() => import('../features/profile/components/avatar-screen'), 'AvatarScreen'),
  ),
  session(
    paths.profileEdit,
    lazyExport(
      () => import('../features/profile/components/profile-edit-screen'),
      'ProfileEditScreen',
    ),
  ),
  creator(
    paths.profileVideos,
    lazyExport(() => import('../features/studio/components/my-videos-screen'), 'MyVideosScreen'),
  ),
  session(
    paths.profileSettings,
    lazyExport(
      () => import('../features/profile/components/profile-settings-screen'),
      'ProfileSettingsScreen',
    ),
  ),
  creator(
    paths.upload,
    lazyExport(() => import('../features/studio/components/upload-screen'), 'UploadScreen'),
  ),
  session(
    paths.kyc,
    lazyExport(() => import('../features/kyc/components/kyc-screen'), 'KycScreen'),
  ),
  admin(
    paths.adminPanel,
    lazyExport(() => import('../features/admin/components/admin-panel-screen'), 'AdminPanelScreen'),
  ),
  admin(
    paths.adminUsers,
    lazyExport(() => import('../features/admin/components/users-screen'), 'UsersScreen'),
  ),
  admin(
    paths.adminUser,
    lazyExport(() => import('../features/admin/components/user-videos-screen'), 'UserVideosScreen'),
  ),
  admin(
    paths.adminVideos,
    lazyExport(() => import('../features/admin/components/all-videos-screen'), 'AllVideosScreen'),
  ),
  admin(
    paths.adminKyc,
    lazyExport(
      () => import('../features/admin/components/grant-creator-screen'),
      'GrantCreatorScreen',
    ),
  ),
  admin(
    paths.adminReward,
    lazyExport(() => import('../features/admin/components/reward-screen'), 'RewardScreen'),
  ),
  admin(
    paths.adminModeration,
    lazyExport(() => import('../features/admin/components/moderation-screen'), 'ModerationScreen'),
  ),
  open(
    paths.notFound,
    lazyExport(() => import('./pages/not-found-page'), 'default'),
  ),
]

/** What the catch-all shows to a viewer held back by technical works. */
export const TechnicalWorksPage = lazyExport(
  () => import('../features/settings/components/technical-works-screen'),
  'TechnicalWorksScreen',
)

/** What a session-only route shows while start-up could not check the session. */
export const SessionCheckPage = lazyExport(
  () => import('../features/auth/components/session-check-failure'),
  'SessionCheckFailure',
)
