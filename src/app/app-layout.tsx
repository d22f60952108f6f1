// The shell around every page: the page (lazy, with its own error boundary; not drawn behind an
// unanswered age gate), the bottom navigation, the modal queue's root (the age gate first, on a
// first visit), the toasts and the offline banner.
import { Suspense, useEffect } from 'react'
import { Outlet, useLocation } from 'react-router-dom'
import { BottomNav } from '../components/bottom-nav'
import { ErrorBoundary } from '../components/error-boundary'
import { OfflineBanner } from '../components/offline-banner'
import { PageLoading } from '../components/page-loading'
import { paths, profilePath } from '../config/paths'
import { BehindAgeGate } from '../features/age-gate/behind-age-gate'
import { selectUser } from '../features/auth/auth-slice'
import { ModalRoot } from '../features/modals/components/modal-root'
import { afterNextPaint, firstScreenShown } from '../lib/first-screen'
import { useAppSelector } from './hooks'
import { modalRegistry } from './modal-registry'
import { PageFault } from './page-fault'
import { ToastHost } from './toast-host'
import './app-layout.css'

export function AppLayout({ showNav }: { showNav: boolean }) {
  const { pathname, key } = useLocation()
  const user = useAppSelector(selectUser)
  // A page is on show once drawn; Home's feed says itself when its first video is (feed-slide.tsx).
  useEffect(() => {
    if (pathname !== paths.home) void afterNextPaint().then(firstScreenShown)
  }, [pathname])
  const lastEntry = user?.username
    ? { to: profilePath(user.username), label: 'Profile' }
    : { to: paths.account, label: 'Account' }
  return (
    <div className="app-shell">
      <main className="app-shell__main">
        {/* Any navigation tries a failed page again, to the same path too (its link tapped again). */}
        <ErrorBoundary resetKey={key} fallback={(error) => <PageFault error={error} />}>
          <Suspense fallback={<PageLoading />}>
            <BehindAgeGate>
              <Outlet />
            </BehindAgeGate>
          </Suspense>
        </ErrorBoundary>
      </main>
      {showNav && <BottomNav lastEntry={lastEntry} />}
      <ModalRoot registry={modalRegistry} />
      <ToastHost />
      <OfflineBanner />
    </div>
  )
}
