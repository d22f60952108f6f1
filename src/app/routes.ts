// The route table of SPEC.md §2 as data (DESIGN.md habit 7): path, access and roles, and the page
// drawn there. Home is part of the first chunk; every other page is its own lazy chunk.
import { lazy, type ComponentType } from 'react'
import type { Role } from '../api/types'
import { paths } from '../config/paths'
import { loadChunk } from '../lib/load-chunk'
import { withAdminAccess } from './admin-access-gate'
import HomePage from './pages/home-page'
import type { RouteRule } from './route-access'

export interface AppRoute extends RouteRule {
  Page: ComponentType
}

type PageLoader = () => Promise<{ default: ComponentType }>

const page = (load: PageLoader) => lazy(() => loadChunk(load))

const open = (path: string, load: PageLoader): AppRoute => ({
  path,
  access: 'public',
  Page: page(load),
})

const session = (path: string, load: PageLoader, roles?: readonly Role[]): AppRoute => ({
  path,
  access: 'session',
  roles,
  Page: page(load),
})

/** Admin panel pages: the route exists for managers and admins, the page needs admin access. */
const admin = (path: string, load: PageLoader): AppRoute => ({
  path,
  access: 'session',
  roles: ['admin', 'manager'],
  Page: withAdminAccess(page(load)),
})

export const appRoutes: readonly AppRoute[] = [
  { path: paths.home, access: 'public', Page: HomePage },
  open(paths.login, () => import('./pages/login-page')),
  open(paths.registration, () => import('./pages/registration-page')),
  open(paths.restore, () => import('./pages/restore-page')),
  open(paths.changePassword, () => import('./pages/change-password-page')),
  open(paths.noAccess, () => import('./pages/no-access-page')),
  open(paths.account, () => import('./pages/account-page')),
  open(paths.profile, () => import('./pages/profile-redirect-page')),
  open(paths.profileUser, () => import('./pages/profile-page')),
  open(paths.wallet, () => import('./pages/wallet-page')),
  open(paths.privacyPolicy, () => import('./pages/privacy-policy-page')),
  open(paths.termsOfService, () => import('./pages/terms-of-service-page')),
  open(paths.dmca, () => import('./pages/dmca-page')),
  open(paths.avatar, () => import('./pages/avatar-page')),
  session(paths.profileEdit, () => import('./pages/profile-edit-page')),
  session(paths.profileVideos, () => import('./pages/profile-videos-page')),
  session(paths.profileSettings, () => import('./pages/profile-settings-page')),
  session(paths.upload, () => import('./pages/upload-page'), ['creator', 'admin']),
  session(paths.kyc, () => import('./pages/kyc-page')),
  admin(paths.adminPanel, () => import('./pages/admin-panel-page')),
  admin(paths.adminUsers, () => import('./pages/admin-users-page')),
  admin(paths.adminUser, () => import('./pages/admin-user-page')),
  admin(paths.adminVideos, () => import('./pages/admin-videos-page')),
  admin(paths.adminKyc, () => import('./pages/admin-kyc-page')),
  admin(paths.adminReward, () => import('./pages/admin-reward-page')),
  admin(paths.adminModeration, () => import('./pages/admin-moderation-page')),
  open(paths.notFound, () => import('./pages/not-found-page')),
]

/** What the catch-all shows to a viewer held back by technical works. */
export const TechnicalWorksPage = page(() => import('./pages/technical-works-page'))

/** What a session-only route shows while start-up could not check the session. */
export const SessionCheckPage = page(() => import('./pages/session-check-page'))
