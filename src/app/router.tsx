// Builds <Routes> from the route table, keeping only what the viewer may reach (route-access.ts).
// During technical works non-staff keep only the catch-all, which shows the maintenance view.
import { useMemo } from 'react'
import { Route, Routes } from 'react-router-dom'
import { paths } from '../config/paths'
import { selectIsLoggedIn, selectRole } from '../features/auth/auth-slice'
import { selectIsTechnicalWorks } from '../features/settings/settings-slice'
import { AppLayout } from './app-layout'
import { useAppSelector } from './hooks'
import { filterRoutes, isTechnicalWorksFor } from './route-access'
import { appRoutes, TechnicalWorksPage } from './routes'

export function AppRouter() {
  const isLoggedIn = useAppSelector(selectIsLoggedIn)
  const role = useAppSelector(selectRole)
  const isTechnicalWorks = useAppSelector(selectIsTechnicalWorks)
  const { routes, heldBack } = useMemo(() => {
    const viewer = { isLoggedIn, role, isTechnicalWorks }
    return { routes: filterRoutes(appRoutes, viewer), heldBack: isTechnicalWorksFor(viewer) }
  }, [isLoggedIn, role, isTechnicalWorks])

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
      </Route>
    </Routes>
  )
}
