import { describe, expect, it } from 'vitest'
import { personas, type Persona } from '../../tests/fixtures'
import { paths } from '../config/paths'
import { filterRoutes, isTechnicalWorksFor, viewerOf } from './route-access'
import { appRoutes } from './routes'

const everyone = [
  paths.home,
  paths.login,
  paths.registration,
  paths.restore,
  paths.changePassword,
  paths.noAccess,
  paths.account,
  paths.profile,
  paths.profileUser,
  paths.wallet,
  paths.privacyPolicy,
  paths.termsOfService,
  paths.dmca,
  paths.avatar,
  paths.notFound,
]
const session = [paths.profileEdit, paths.profileSettings, paths.kyc]
/** The creator tools: verified creators (role, verified, identity check) and admins. */
const creatorTools = [paths.upload, paths.profileVideos]
const admin = [
  paths.adminPanel,
  paths.adminUsers,
  paths.adminUser,
  paths.adminVideos,
  paths.adminKyc,
  paths.adminReward,
  paths.adminModeration,
]

const expected: Record<Persona, string[]> = {
  visitor: everyone,
  user: [...everyone, ...session],
  creator: [...everyone, ...session, ...creatorTools],
  creatorWithoutKyc: [...everyone, ...session],
  manager: [...everyone, ...session, ...admin],
  // The admin routes exist for every manager; their pages send the unverified to /no-access.
  managerUnverified: [...everyone, ...session, ...admin],
  admin: [...everyone, ...session, ...creatorTools, ...admin],
}

const viewer = (persona: Persona, isTechnicalWorks = false) =>
  viewerOf(personas[persona], isTechnicalWorks)

const kept = (persona: Persona, isTechnicalWorks = false) =>
  filterRoutes(appRoutes, viewer(persona, isTechnicalWorks))
    .map((route) => route.path)
    .sort()

describe('route access', () => {
  it('lists every path of config/paths once', () => {
    const tablePaths = appRoutes.map((route) => route.path)
    expect(new Set(tablePaths).size).toBe(tablePaths.length)
    expect(tablePaths.sort()).toEqual(Object.values(paths).sort())
  })

  it.each(Object.keys(expected) as Persona[])('keeps the right routes for %s', (persona) => {
    expect(kept(persona)).toEqual([...expected[persona]].sort())
  })

  it.each(['visitor', 'user', 'creator'] as const)(
    'leaves %s only the catch-all during technical works',
    (persona) => {
      expect(kept(persona, true)).toEqual([paths.notFound])
      expect(isTechnicalWorksFor(viewer(persona, true))).toBe(true)
    },
  )

  it.each(['manager', 'managerUnverified', 'admin'] as const)(
    'keeps the full app for %s during technical works',
    (persona) => {
      expect(kept(persona, true)).toEqual(kept(persona))
      expect(isTechnicalWorksFor(viewer(persona, true))).toBe(false)
    },
  )
})
