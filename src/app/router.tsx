// Builds <Routes> from the route table, keeping only what the viewer may reach (route-access.ts).
// During technical works non-staff keep only the catch-all, which shows the maintenance view.
// When start-up could not check the session, the session-only routes stay, each saying so with a
// retry, instead of falling through to 'not found'.
import { useMemo } from 'react'
import { Route, Routes } from 'react-router-dom'
import { paths } from '../config/paths'
import { selectIsLoggedIn, selectIsSessionUnchecked, selectRole } from '../features/auth/auth-slice'
import { selectIsTechnicalWorks } from '../features/settings/settings-slice'
import { AppLayout } from './app-layout'
import { useAppSelector } from './hooks'
import { filterRoutes, isTechnicalWorksFor } from './route-access'
import { appRoutes, SessionCheckPage, TechnicalWorksPage } from './routes'

export function AppRouter() {
  const isLoggedIn = useAppSelector(selectIsLoggedIn)
  const role = useAppSelector(selectRole)
  const isTechnicalWorks = useAppSelector(selectIsTechnicalWorks)
  const isSessionUnchecked = useAppSelector(selectIsSessionUnchecked)
  const { routes, unchecked, heldBack } = useMemo(() => {
    const viewer = { isLoggedIn, role, isTechnicalWorks }
    const heldBack = isTechnicalWorksFor(viewer)
    const routes = filterRoutes(appRoutes, viewer)
    const unchecked =
      isSessionUnchecked && !heldBack
        ? appRoutes.filter((route) => route.access === 'session' && !routes.includes(route))
        : []
    return { routes, unchecked, heldBack }
  }, [isLoggedIn, role, isTechnicalWorks, isSessionUnchecked])

  return (
    <Routes>
      <Route element={<AppLayout showNav={!heldBack} />}>
        {routes.map(({ path, Page }) => (
          <Route
            key={path}
            path={path}
            element={path === paths.notFound && heldBack ? <TechnicalWorksPage /> : <Page />}
          />
        ))}
        {unchecked.map(({ path }) => (
          <Route key={path} path={path} element={<SessionCheckPage />} />
        ))}
      </Route>
    </Routes>
  )
}
