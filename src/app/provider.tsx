// Everything the app runs inside: the store, the browser router and a last-resort error
// boundary so a render fault never leaves a blank page.
import { useContext, useEffect, type ReactNode } from 'react'
import { Provider } from 'react-redux'
import { BrowserRouter, UNSAFE_NavigationContext } from 'react-router-dom'
import { ErrorBoundary } from '../components/error-boundary'
import { followNavigator } from '../lib/history-layers'
import { PageFault } from './page-fault'
import type { AppStore } from './store'

export function AppProvider({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <ErrorBoundary fallback={(error) => <PageFault error={error} />}>
      <Provider store={store}>
        <BrowserRouter>
          <FollowNavigator />
          {children}
        </BrowserRouter>
      </Provider>
    </ErrorBoundary>
  )
}

/** In-app navigations taken from under an open sheet replace its history entry. */
function FollowNavigator() {
  const { navigator } = useContext(UNSAFE_NavigationContext)
  useEffect(() => followNavigator(navigator), [navigator])
  return null
}
