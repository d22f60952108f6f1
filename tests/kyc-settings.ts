// Settings for the identity check in component tests: the mock's GET /settings names a widget
// origin, which the store then loads, as start-up does. The test build's policy allows any local
// port (as the demo build's does), so the default origin passes the KYC page's check.
import { db } from '../mock-api/db'
import type { AppStore } from '../src/app/store'
import { fetchSettings } from '../src/features/settings/settings-slice'

export const LOCAL_KYC_SERVICE_URL = 'http://127.0.0.1:4174'

export async function loadKycSettings(store: AppStore, kycServiceUrl = LOCAL_KYC_SERVICE_URL) {
  db.settings.kycServiceUrl = kycServiceUrl
  await store.dispatch(fetchSettings())
  return store
}
