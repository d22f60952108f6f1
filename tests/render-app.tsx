// The app as a viewer meets it: every route in its shell (bottom navigation, modals, toasts),
// signed in as a demo account through the mock's own login, or as a visitor (null). `appWithStoredSession`
// runs start-up as src/main.tsx does, under index.html's splash, and draws the app once it is done.
import { DEMO_ACCOUNTS, DEMO_PASSWORD, type DemoAccount } from '../mock-api/seed/demo-accounts'
import { initApp } from '../src/app/init'
import { AppRouter } from '../src/app/router'
import { makeStore } from '../src/app/store'
import { login } from '../src/features/auth/login'
import indexHtml from '../index.html?raw'
import { loadKycSettings } from './kyc-settings'
import { renderWithProviders } from './render'
import { signedInStore } from './signed-in-store'

export async function renderApp(account: DemoAccount | null, route: string) {
  const store = account ? await signedInStore(account) : makeStore()
  await loadKycSettings(store)
  return renderWithProviders(<AppRouter />, { store, route })
}

/** index.html's root, with the splash the page shows until the first render replaces it. */
function mountSplash(): HTMLElement {
  const page = new DOMParser().parseFromString(indexHtml, 'text/html')
  const root = document.importNode(page.getElementById('root')!, true)
  document.body.append(root)
  return root
}

/**
 * The app about to open on `route` with the token `account` left from an earlier visit; `start()`
 * runs start-up under the splash, as a page load does.
 */
export async function appWithStoredSession(account: DemoAccount, route: string) {
  await makeStore().dispatch(
    login({ email: DEMO_ACCOUNTS[account].email, password: DEMO_PASSWORD }),
  )
  return {
    start() {
      const root = mountSplash()
      const store = makeStore()
      const started = initApp(store, route)
      return {
        store,
        /** Draws the app once start-up is done, replacing the splash. */
        async render() {
          await started
          return renderWithProviders(<AppRouter />, { store, route, container: root })
        },
      }
    },
  }
}
