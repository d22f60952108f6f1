/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_API_URL?: string
  readonly VITE_MEDIA_ORIGINS?: string
  readonly VITE_RSA_PUBLIC_KEY?: string
  readonly VITE_AMPLITUDE_KEY?: string
  readonly VITE_KYC_ORIGIN?: string
  readonly VITE_APP_SUBDOMAIN_PREFIX?: string
  readonly VITE_MARKETING_SITE_URL?: string
  readonly VITE_POINTS_USD_RATE?: string
}

interface ImportMeta {
  readonly env: ImportMetaEnv
}
