/// <reference types="vitest/config" />
import { createHash } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import { join, sep } from 'node:path'
import { fileURLToPath } from 'node:url'
import { brotliCompressSync, gzipSync } from 'node:zlib'
import react from '@vitejs/plugin-react'
import { defineConfig, loadEnv, type Plugin } from 'vite'
import { compression } from 'vite-plugin-compression2'
import { VitePWA } from 'vite-plugin-pwa'
// With its extension, as Vite's native config loader needs.
import { contentSecurityPolicy, type PolicySources } from './src/config/content-security-policy.ts'
import { earlyCallsScript } from './vite-plugins/early-calls-script.ts'

const root = fileURLToPath(new URL('.', import.meta.url))

/** The app's test files that replace a module (`vi.mock`), found by reading them. */
const moduleMockingTests = readdirSync(join(root, 'src'), { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.test\.tsx?$/.test(file))
  .map((file) => `src/${file.split(sep).join('/')}`)
  .filter((file) => /\bvi\.(mock|doMock)\(/.test(readFileSync(join(root, file), 'utf8')))

/**
 * Where a demo build lets media come from besides the page's origin: the mock's media stand-in
 * (mock-api/README.md, "Media"), a CDN's stand-in on a port chosen when it starts. It is named
 * localhost while the page is on 127.0.0.1, so its origin differs from the page's by host as well
 * as port, and `'self'` can never be what lets it through.
 */
const DEMO_MEDIA_ORIGINS = 'http://localhost:*'

// `.env.example` holds the demo defaults (mock API key pair, analytics off). Every mode but a
// plain production build starts from them; real environment variables still win.
function applyDemoDefaults() {
  // Before .env.example's empty value, which means "none" to a production build.
  process.env.VITE_MEDIA_ORIGINS ??= DEMO_MEDIA_ORIGINS
  for (const [key, value] of Object.entries(loadEnv('example', root, 'VITE_'))) {
    process.env[key] ??= value
  }
}

const reactRouterDist = `${root}node_modules/react-router/dist/production`
const reactRouterProduction = [
  { find: /^react-router$/, replacement: `${reactRouterDist}/index.mjs` },
  { find: /^react-router\/dom$/, replacement: `${reactRouterDist}/dom-export.mjs` },
]

const buildEnv = (mode: string) => ({ ...loadEnv(mode, root, 'VITE_'), ...process.env })

// A production build without a public key could not sign anybody in: say so loudly.
function warnOnMissingSettings(mode: string) {
  const env = buildEnv(mode)
  if (!env.VITE_RSA_PUBLIC_KEY?.trim()) {
    console.warn(
      '\nVITE_RSA_PUBLIC_KEY is not set: passwords cannot be encrypted (see .env.example).\n',
    )
  }
}

/**
 * The Content-Security-Policy as a meta tag in the built index.html (the host sends the header
 * form, README "Deploying"). Builds only: the dev server's fast refresh needs inline scripts.
 */
function contentSecurityPolicyMeta(mode: string): Plugin {
  const env = buildEnv(mode)
  const sources: Omit<PolicySources, 'styleHashes'> = {
    apiUrl: env.VITE_API_URL?.trim() ?? '',
    mediaOrigins: env.VITE_MEDIA_ORIGINS?.trim() ?? '',
    kycOrigin: env.VITE_KYC_ORIGIN?.trim() ?? '',
    analytics: !!env.VITE_AMPLITUDE_KEY?.trim(),
    localFrames: mode !== 'production',
  }
  let headerForm = ''
  return {
    name: 'content-security-policy-meta',
    apply: 'build',
    transformIndexHtml: {
      // After Vite has minified the inline <style>: the hash is of the text the browser gets.
      order: 'post',
      handler(html) {
        const styleHashes = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map(
          ([, css]) => `'sha256-${createHash('sha256').update(css!).digest('base64')}'`,
        )
        const policy = { ...sources, styleHashes }
        headerForm = contentSecurityPolicy(policy, 'header')
        const meta = `<meta http-equiv="Content-Security-Policy" content="${contentSecurityPolicy(policy, 'meta')}" />`
        // Right after the charset: the policy covers only what comes after it.
        const charset = /<meta charset="[^"]*" \/>/
        if (!charset.test(html)) throw new Error('index.html has no <meta charset>')
        return html.replace(charset, (tag) => `${tag}\n    ${meta}`)
      },
    },
    closeBundle() {
      if (headerForm) this.info(`Content-Security-Policy header for the host: ${headerForm}`)
    },
  }
}

/**
 * Each entry chunk (the app's, and the start-up calls' of vite-plugins/early-calls-script.ts)
 * opens with the magic comment that has Chromium compile all its functions while the file streams
 * in, on a background thread, instead of each one on the main thread the first time it runs: they
 * are what start-up and the first render run (docs/architecture.md, "The first load"). The comment
 * must come before any code, so it is added once Vite has written the file's first line (the list
 * of files the lazy chunks need), and the file's compressed copies and source map, made before
 * that, are made again.
 */
function eagerCompileHint(): Plugin {
  const hint = '//# allFunctionsCalledOnLoad\n'
  return {
    name: 'eager-compile-hint',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk' || !chunk.isEntry) continue
          chunk.code = hint + chunk.code
          const beside = (extension: string) => {
            const file = bundle[`${chunk.fileName}${extension}`]
            return file?.type === 'asset' ? file : undefined
          }
          const map = beside('.map')
          if (map) {
            // Its lines move down by one.
            const json = JSON.parse(String(map.source)) as { mappings: string }
            map.source = JSON.stringify({ ...json, mappings: `;${json.mappings}` })
          }
          const gzip = beside('.gz')
          if (gzip) gzip.source = gzipSync(chunk.code, { level: 9 })
          const brotli = beside('.br')
          if (brotli) brotli.source = brotliCompressSync(chunk.code)
        }
      },
    },
  }
}

export default defineConfig(({ mode, command }) => {
  if (mode !== 'production') applyDemoDefaults()
  else if (command === 'build') warnOnMissingSettings(mode)
  const earlyCalls = earlyCallsScript(root)
  return {
    plugins: [
      react(),
      contentSecurityPolicyMeta(mode),
      earlyCalls.plugin,
      eagerCompileHint(),
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
    resolve: {
      // React Router's package.json sends every bundler to its development build
      // (node_modules/react-router/package.json, "exports": only dist/development), which differs
      // from the production file beside it only in keeping its development warnings, and their
      // code, in a production bundle. The build takes the production file; the dev server and the
      // unit tests keep the warnings.
      alias: command === 'build' ? reactRouterProduction : [],
    },
    build: {
      target: 'es2022',
      // Without Vite's modulepreload polyfill (a script of its own at the head of the first chunk,
      // and a watch on the whole document in the browsers it serves): every browser since Safari
      // 17 and Firefox 115 preloads modules itself; an older one still loads each lazy chunk's
      // files, as its imports ask for them.
      modulePreload: { polyfill: false },
      sourcemap: true,
      // The preview's list of chunks and their imports, which the size check reads
      // (tests/bench/size.ts).
      manifest: mode !== 'production',
      rolldownOptions: {
        input: { index: join(root, 'index.html'), ...earlyCalls.input },
        output: {
          // Everything the first render needs in one file, but for the start-up calls' own
          // (vite-plugins/early-calls-script.ts, the first group) and Rolldown's runtime, which
          // Rolldown keeps apart: left to itself, Rolldown cuts out of it every module a lazy
          // chunk shares, nine small files that cost a phone on a slow link round trips before
          // Home can draw.
          // What start-up loads beside the first render, in one file: the analytics listener, the
          // cross-tab session sync, and the loaders of the lazy screens and modal bodies (with the
          // list of files each needs, which the first render then need not carry). Apart, each is
          // too small to be worth a request of its own. The offline store (IndexedDB) stays
          // apart: nothing needs it before Home is on show.
          codeSplitting: {
            groups: [
              earlyCalls.group,
              { name: 'start', tags: ['$initial'] },
              {
                name: 'after-start',
                test: /src\/(features\/(analytics\/analytics-(listeners|map)|auth\/session-sync)|app\/(route-screens|modal-bodies))\.ts$/,
              },
            ],
          },
        },
      },
    },
    test: {
      restoreMocks: true,
      unstubGlobals: true,
      // Vitest leaves a core free by default; on a 2-core CI machine that means one worker, and
      // the unit stage then takes half again as long.
      maxWorkers: availableParallelism(),
      projects: [
        {
          // The app's test files share one jsdom and their modules per worker: a new environment
          // and module graph per file cost more than the tests. What a page load would start
          // afresh is reset after every test instead (tests/setup.ts, tests/app-modules.ts).
          extends: true,
          test: {
            name: 'app',
            environment: 'jsdom',
            setupFiles: ['tests/setup.ts', 'tests/shared-modules-setup.ts'],
            include: ['src/**/*.test.{ts,tsx}'],
            exclude: moduleMockingTests,
            isolate: false,
          },
        },
        {
          // A file that replaces a module (vi.mock) runs alone, so the replacement never reaches
          // another file through the shared modules.
          extends: true,
          test: {
            name: 'app-module-mocks',
            environment: 'jsdom',
            setupFiles: ['tests/setup.ts'],
            include: moduleMockingTests,
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
