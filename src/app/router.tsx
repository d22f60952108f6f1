// Builds <Routes> from the route table, keeping only what the viewer may reach (route-access.ts).
// During technical works non-staff keep only the catch-all, which shows the maintenance view.
// When start-up could not check the session, the session-only routes stay, each saying so with a
// retry, instead of falling through to 'not found'. When the server ends a session under a
// session-only page, its routes stay for that user (`selectRouteUser`), so the page and its work
// wait behind the login popup; each such page belongs to one user (keyed by their id), so another
// user's session never inherits what the last one typed. A page whose session is over for good
// (the popup declined, a logout in another tab) gives way to Account, not to 'not found'.
import { useMemo, useState } from 'react'
import { Navigate, Route, Routes } from 'react-router-dom'
import type { User } from '../api/types'
import { paths } from '../config/paths'
import { selectIsSessionUnchecked, selectRouteUser } from '../features/auth/auth-slice'
import { selectIsTechnicalWorks } from '../features/settings/settings-slice'
import { AppLayout } from './app-layout'
import { useAppSelector } from './hooks'
import { filterRoutes, isTechnicalWorksFor, viewerOf } from './route-access'
import { appRoutes, SessionCheckPage, TechnicalWorksPage } from './routes'

const routesOf = (user: User | null, isTechnicalWorks: boolean) =>
  filterRoutes(appRoutes, viewerOf(user, isTechnicalWorks))

export function AppRouter() {
  const user = useAppSelector(selectRouteUser)
  const isTechnicalWorks = useAppSelector(selectIsTechnicalWorks)
  const isSessionUnchecked = useAppSelector(selectIsSessionUnchecked)
  const { routes, unchecked, heldBack } = useMemo(() => {
    const viewer = viewerOf(user, isTechnicalWorks)
    const heldBack = isTechnicalWorksFor(viewer)
    const routes = filterRoutes(appRoutes, viewer)
    const unchecked =
      isSessionUnchecked && !heldBack
        ? appRoutes.filter((route) => route.access !== 'public' && !routes.includes(route))
        : []
    return { routes, unchecked, heldBack }
  }, [user, isTechnicalWorks, isSessionUnchecked])

  // The paths the last signed-in user had that a visitor has not: once their session is over,
  // a page left open on one of them goes to Account (React's way of reading the last render).
  const [routesFor, setRoutesFor] = useState(user)
  const [lostPaths, setLostPaths] = useState<string[]>([])
  if (user !== routesFor) {
    setRoutesFor(user)
    const left = user === null && routesFor ? routesOf(routesFor, isTechnicalWorks) : []
    setLostPaths(left.filter((route) => !routes.includes(route)).map((route) => route.path))
  }
  const owner = user?.id ?? ''

  return (
    <Routes>
      <Route element={<AppLayout showNav={!heldBack} />}>
        {routes.map(({ path, access, Page }) => (
          <Route
            key={path}
            path={path}
            element={
              path === paths.notFound && heldBack ? (
                <TechnicalWorksPage />
              ) : (
                <Page key={access === 'public' ? undefined : owner} />
              )
            }
          />
        ))}
        {unchecked.map(({ path }) => (
          <Route key={path} path={path} element={<SessionCheckPage />} />
        ))}
        {!heldBack &&
          lostPaths.map((path) => (
            <Route key={path} path={path} element={<Navigate to={paths.account} replace />} />
          ))}
      </Route>
    </Routes>
  )
}
