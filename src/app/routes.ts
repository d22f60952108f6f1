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

const page = (load: () => Promise<{ default: ComponentType }>) => lazy(() => loadChunk(load))

const staff: readonly Role[] = ['admin', 'manager']
const admin = (load: () => Promise<{ default: ComponentType }>) => withAdminAccess(page(load))

export const appRoutes: readonly AppRoute[] = [
  { path: paths.home, access: 'public', Page: HomePage },
  { path: paths.login, access: 'public', Page: page(() => import('./pages/login-page')) },
  {
    path: paths.registration,
    access: 'public',
    Page: page(() => import('./pages/registration-page')),
  },
  { path: paths.restore, access: 'public', Page: page(() => import('./pages/restore-page')) },
  {
    path: paths.changePassword,
    access: 'public',
    Page: page(() => import('./pages/change-password-page')),
  },
  { path: paths.noAccess, access: 'public', Page: page(() => import('./pages/no-access-page')) },
  { path: paths.account, access: 'public', Page: page(() => import('./pages/account-page')) },
  {
    path: paths.profile,
    access: 'public',
    Page: page(() => import('./pages/profile-redirect-page')),
  },
  { path: paths.profileUser, access: 'public', Page: page(() => import('./pages/profile-page')) },
  {
    path: paths.profileEdit,
    access: 'session',
    Page: page(() => import('./pages/profile-edit-page')),
  },
  {
    path: paths.profileVideos,
    access: 'session',
    Page: page(() => import('./pages/profile-videos-page')),
  },
  {
    path: paths.profileSettings,
    access: 'session',
    Page: page(() => import('./pages/profile-settings-page')),
  },
  {
    path: paths.upload,
    access: 'session',
    roles: ['creator', 'admin'],
    Page: page(() => import('./pages/upload-page')),
  },
  { path: paths.kyc, access: 'session', Page: page(() => import('./pages/kyc-page')) },
  { path: paths.wallet, access: 'public', Page: page(() => import('./pages/wallet-page')) },
  {
    path: paths.privacyPolicy,
    access: 'public',
    Page: page(() => import('./pages/privacy-policy-page')),
  },
  {
    path: paths.termsOfService,
    access: 'public',
    Page: page(() => import('./pages/terms-of-service-page')),
  },
  { path: paths.dmca, access: 'public', Page: page(() => import('./pages/dmca-page')) },
  { path: paths.avatar, access: 'public', Page: page(() => import('./pages/avatar-page')) },
  {
    path: paths.adminPanel,
    access: 'session',
    roles: staff,
    Page: admin(() => import('./pages/admin-panel-page')),
  },
  {
    path: paths.adminUsers,
    access: 'session',
    roles: staff,
    Page: admin(() => import('./pages/admin-users-page')),
  },
  {
    path: paths.adminUser,
    access: 'session',
    roles: staff,
    Page: admin(() => import('./pages/admin-user-page')),
  },
  {
    path: paths.adminVideos,
    access: 'session',
    roles: staff,
    Page: admin(() => import('./pages/admin-videos-page')),
  },
  {
    path: paths.adminKyc,
    access: 'session',
    roles: staff,
    Page: admin(() => import('./pages/admin-kyc-page')),
  },
  {
    path: paths.adminReward,
    access: 'session',
    roles: staff,
    Page: admin(() => import('./pages/admin-reward-page')),
  },
  {
    path: paths.adminModeration,
    access: 'session',
    roles: staff,
    Page: admin(() => import('./pages/admin-moderation-page')),
  },
  { path: paths.notFound, access: 'public', Page: page(() => import('./pages/not-found-page')) },
]

/** What the catch-all shows to a viewer held back by technical works. */
export const TechnicalWorksPage = page(() => import('./pages/technical-works-page'))
