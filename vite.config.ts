/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { defineConfig, loadEnv } from 'vite'
import { compression } from 'vite-plugin-compression2'
import { VitePWA } from 'vite-plugin-pwa'

const root = fileURLToPath(new URL('.', import.meta.url))

// `.env.example` holds the demo defaults (mock API key pair, analytics off). Every mode but a
// plain production build starts from them; real environment variables still win.
function applyDemoDefaults() {
  for (const [key, value] of Object.entries(loadEnv('example', root, 'VITE_'))) {
    process.env[key] ??= value
  }
}

// A production build without a public key could not sign anybody in: say so loudly.
function warnOnMissingKey(mode: string) {
  const env = { ...loadEnv(mode, root, 'VITE_'), ...process.env }
  if (!env.VITE_RSA_PUBLIC_KEY?.trim()) {
    console.warn(
      '\nVITE_RSA_PUBLIC_KEY is not set: passwords cannot be encrypted (see .env.example).\n',
    )
  }
}

export default defineConfig(({ mode, command }) => {
  if (mode !== 'production') applyDemoDefaults()
  else if (command === 'build') warnOnMissingKey(mode)
  return {
    plugins: [
      react(),
      // Pre-compressed copies (.gz, .br) beside each built file, for hosts that serve them as
      // they are (the demo server does) instead of compressing on every request.
      compression({ algorithms: ['gzip', 'brotliCompress'], exclude: [/\.map$/] }),
      // The service worker (src/service-worker.ts) is our own code, built after the app into
      // /service-worker.js with the list of built files injected: injectManifest rather than a
      // generated worker, so its routes stay readable and typed. src/lib/pwa.ts registers it and
      // public/manifest.webmanifest is served as it is.
      VitePWA({
        strategies: 'injectManifest',
        srcDir: 'src',
        filename: 'service-worker.ts',
        injectRegister: false,
        manifest: false,
        injectManifest: {
          // The shell and every hashed chunk; the extension list leaves out .map, .gz and .br.
          globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
        },
      }),
    ],
    build: {
      target: 'es2022',
      sourcemap: true,
      rolldownOptions: {
        output: {
          // Everything the first render needs in one file (with Rolldown's runtime): left to
          // itself, Rolldown cuts out of it every module a lazy chunk shares, nine small files
          // that cost a phone on a slow link round trips before Home can draw.
          codeSplitting: { groups: [{ name: 'start', tags: ['$initial'] }] },
        },
      },
    },
    test: {
      restoreMocks: true,
      projects: [
        {
          extends: true,
          test: {
            name: 'app',
            environment: 'jsdom',
            setupFiles: ['tests/setup.ts'],
            include: ['src/**/*.test.{ts,tsx}'],
          },
        },
        {
          // The mock API's own tests talk to it over real HTTP, so MSW must not intercept.
          extends: true,
          test: {
            name: 'mock-api',
            environment: 'node',
            include: ['mock-api/**/*.test.ts'],
          },
        },
      ],
    },
  }
})
