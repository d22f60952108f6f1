// A store signed in as a demo account through the mock's own login (a real token), its
// analytics listener listening.
import { login } from '../src/features/auth/login'
import { makeStore } from '../src/app/store'
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../mock-api/seed/demo-accounts'

export type DemoAccount = keyof typeof DEMO_ACCOUNTS

export async function signedInStore(account: DemoAccount = 'user') {
  const store = makeStore()
  await store.analyticsReady
  await store.dispatch(login({ email: DEMO_ACCOUNTS[account].email, password: DEMO_PASSWORD }))
  return store
}
