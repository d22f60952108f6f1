// The route table as data: path, access and roles, and the screen drawn there, loaded straight
// from its feature. Home is part of the first chunk; every other screen is a lazy chunk of its own,
// whose loader lives in route-screens.ts, out of the first chunk.
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

/** The loaders of the lazy screens, which load beside the first render. */
const screens = () => import('./route-screens')

const ModalRoute = lazyExport(() => screens().then((load) => load.modalRoute()), 'ModalRoute')

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
    lazyExport(() => screens().then((load) => load.accountScreen()), 'AccountScreen'),
  ),
  open(
    paths.profile,
    lazyExport(() => screens().then((load) => load.ownProfileRedirect()), 'OwnProfileRedirect'),
  ),
  open(
    paths.profileUser,
    lazyExport(() => screens().then((load) => load.profileScreen()), 'ProfileScreen'),
  ),
  open(
    paths.wallet,
    lazyExport(() => screens().then((load) => load.walletScreen()), 'WalletScreen'),
  ),
  open(
    paths.privacyPolicy,
    lazyExport(() => screens().then((load) => load.legalPages()), 'PrivacyPolicyPage'),
  ),
  open(
    paths.termsOfService,
    lazyExport(() => screens().then((load) => load.legalPages()), 'TermsOfServicePage'),
  ),
  open(
    paths.dmca,
    lazyExport(() => screens().then((load) => load.legalPages()), 'DmcaPage'),
  ),
  open(
    paths.avatar,
    lazyExport(() => screens().then((load) => load.avatarScreen()), 'AvatarScreen'),
  ),
  session(
    paths.profileEdit,
    lazyExport(() => screens().then((load) => load.profileEditScreen()), 'ProfileEditScreen'),
  ),
  creator(
    paths.profileVideos,
    lazyExport(() => screens().then((load) => load.myVideosScreen()), 'MyVideosScreen'),
  ),
  session(
    paths.profileSettings,
    lazyExport(
      () => screens().then((load) => load.profileSettingsScreen()),
      'ProfileSettingsScreen',
    ),
  ),
  creator(
    paths.upload,
    lazyExport(() => screens().then((load) => load.uploadScreen()), 'UploadScreen'),
  ),
  session(
    paths.kyc,
    lazyExport(() => screens().then((load) => load.kycScreen()), 'KycScreen'),
  ),
  admin(
    paths.adminPanel,
    lazyExport(() => screens().then((load) => load.adminPanelScreen()), 'AdminPanelScreen'),
  ),
  admin(
    paths.adminUsers,
    lazyExport(() => screens().then((load) => load.usersScreen()), 'UsersScreen'),
  ),
  admin(
    paths.adminUser,
    lazyExport(() => screens().then((load) => load.userVideosScreen()), 'UserVideosScreen'),
  ),
  admin(
    paths.adminVideos,
    lazyExport(() => screens().then((load) => load.allVideosScreen()), 'AllVideosScreen'),
  ),
  admin(
    paths.adminKyc,
    lazyExport(() => screens().then((load) => load.grantCreatorScreen()), 'GrantCreatorScreen'),
  ),
  admin(
    paths.adminReward,
    lazyExport(() => screens().then((load) => load.rewardScreen()), 'RewardScreen'),
  ),
  admin(
    paths.adminModeration,
    lazyExport(() => screens().then((load) => load.moderationScreen()), 'ModerationScreen'),
  ),
  open(
    paths.notFound,
    lazyExport(() => screens().then((load) => load.notFoundPage()), 'default'),
  ),
]

/** What the catch-all shows to a viewer held back by technical works. */
export const TechnicalWorksPage = lazyExport(
  () => screens().then((load) => load.technicalWorksScreen()),
  'TechnicalWorksScreen',
)

/** What a session-only route shows while start-up could not check the session. */
export const SessionCheckPage = lazyExport(
  () => screens().then((load) => load.sessionCheckFailure()),
  'SessionCheckFailure',
)
