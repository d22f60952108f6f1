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

type Screens = typeof import('./route-screens')

/** The screen `name` exports from the chunk that route-screens.ts's `loader` loads. */
const screen = <L extends keyof Screens>(
  loader: L,
  name: Extract<keyof Awaited<ReturnType<Screens[L]>>, string>,
) =>
  lazyExport(
    () => screens().then((load) => load[loader]() as Promise<Record<string, ComponentType>>),
    name,
  )

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
  open(paths.account, screen('accountScreen', 'AccountScreen')),
  open(paths.profile, screen('ownProfileRedirect', 'OwnProfileRedirect')),
  open(paths.profileUser, screen('profileScreen', 'ProfileScreen')),
  open(paths.wallet, screen('walletScreen', 'WalletScreen')),
  open(paths.privacyPolicy, screen('legalPages', 'PrivacyPolicyPage')),
  open(paths.termsOfService, screen('legalPages', 'TermsOfServicePage')),
  open(paths.dmca, screen('legalPages', 'DmcaPage')),
  open(paths.avatar, screen('avatarScreen', 'AvatarScreen')),
  session(paths.profileEdit, screen('profileEditScreen', 'ProfileEditScreen')),
  creator(paths.profileVideos, screen('myVideosScreen', 'MyVideosScreen')),
  session(paths.profileSettings, screen('profileSettingsScreen', 'ProfileSettingsScreen')),
  creator(paths.upload, screen('uploadScreen', 'UploadScreen')),
  session(paths.kyc, screen('kycScreen', 'KycScreen')),
  admin(paths.adminPanel, screen('adminPanelScreen', 'AdminPanelScreen')),
  admin(paths.adminUsers, screen('usersScreen', 'UsersScreen')),
  admin(paths.adminUser, screen('userVideosScreen', 'UserVideosScreen')),
  admin(paths.adminVideos, screen('allVideosScreen', 'AllVideosScreen')),
  admin(paths.adminKyc, screen('grantCreatorScreen', 'GrantCreatorScreen')),
  admin(paths.adminReward, screen('rewardScreen', 'RewardScreen')),
  admin(paths.adminModeration, screen('moderationScreen', 'ModerationScreen')),
  open(paths.notFound, screen('notFoundPage', 'default')),
]

/** What the catch-all shows to a viewer held back by technical works. */
export const TechnicalWorksPage = screen('technicalWorksScreen', 'TechnicalWorksScreen')

/** What a session-only route shows while start-up could not check the session. */
export const SessionCheckPage = screen('sessionCheckFailure', 'SessionCheckFailure')
