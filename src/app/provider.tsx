// Everything the app runs inside: the store, the browser router and a last-resort error
// boundary so a render fault never leaves a blank page.
import type { ReactNode } from 'react'
import { Provider } from 'react-redux'
import { BrowserRouter } from 'react-router-dom'
import { ErrorBoundary } from '../components/error-boundary'
import { PageFault } from './page-fault'
import type { AppStore } from './store'

export function AppProvider({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <ErrorBoundary fallback={(error) => <PageFault error={error} />}>
      <Provider store={store}>
        <BrowserRouter>{children}</BrowserRouter>
      </Provider>
    </ErrorBoundary>
  )
}
