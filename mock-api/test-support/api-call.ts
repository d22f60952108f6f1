// A tiny API client for the mock's own tests: one call = method, path, encoding and token,
// answered by any fetch-like function (real HTTP, or the handlers directly).
import forge from 'node-forge'
import { DEMO_PUBLIC_KEY_PEM } from '../demo-keys/demo-key-pair'
import { DEMO_ACCOUNTS, DEMO_PASSWORD, type DemoAccount } from '../seed/demo-accounts'

export type Fetcher = (request: Request) => Promise<Response>

interface CallOptions {
  token?: string
  form?: Record<string, string | Blob>
  json?: unknown
  query?: Record<string, string | number>
}

export interface Answer<T = Record<string, unknown>> {
  status: number
  body: T
}

export function encrypt(plain: string): string {
  const key = forge.pki.publicKeyFromPem(DEMO_PUBLIC_KEY_PEM)
  return forge.util.encode64(key.encrypt(forge.util.encodeUtf8(plain), 'RSAES-PKCS1-V1_5'))
}

export function apiClient(fetcher: Fetcher, origin: string) {
  async function call<T = Record<string, unknown>>(
    method: string,
    path: string,
    { token, form, json, query }: CallOptions = {},
  ): Promise<Answer<T>> {
    const url = new URL(path.startsWith('/__mock') ? path : `/api/v1${path}`, origin)
    for (const [name, value] of Object.entries(query ?? {}))
      url.searchParams.set(name, String(value))
    const headers = new Headers({ Accept: 'application/json' })
    if (token) headers.set('Authorization', `Bearer ${token}`)
    let body: BodyInit | undefined
    if (form) {
      const data = new FormData()
      for (const [name, value] of Object.entries(form)) data.append(name, value)
      body = data
    } else if (json !== undefined) {
      headers.set('Content-Type', 'application/json')
      body = JSON.stringify(json)
    }
    const response = await fetcher(new Request(url, { method, headers, body }))
    const text = await response.text()
    return { status: response.status, body: (text ? JSON.parse(text) : {}) as T }
  }

  /** `account` is a demo account's key or any e-mail. */
  async function login(account: string, password = DEMO_PASSWORD): Promise<string> {
    const email = account in DEMO_ACCOUNTS ? DEMO_ACCOUNTS[account as DemoAccount].email : account
    const { status, body } = await call<{ accessToken: string }>('POST', '/login', {
      form: { email, password: encrypt(password) },
    })
    if (status !== 200) throw new Error(`login ${email}: ${status}`)
    return body.accessToken
  }

  return { call, login }
}

export type ApiClient = ReturnType<typeof apiClient>
