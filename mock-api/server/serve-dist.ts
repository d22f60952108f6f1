// `npm run preview`: the production build in dist/ and the mock API on one origin; with
// MEDIA_PORT, the media on a second one, as from a CDN.
import path from 'node:path'
import { optionalPortFromEnv, printBanner, portFromEnv } from './demo-banner'
import { startMockApi } from './mock-api-server'

// STATIC_DIR serves another build (e.g. `vite build --outDir`), so two test runs can share a machine.
const staticDir = path.resolve(
  process.env.STATIC_DIR ?? path.join(import.meta.dirname, '../../dist'),
)
const mock = await startMockApi({
  port: portFromEnv('PORT', 4173),
  kycPort: portFromEnv('KYC_PORT', 4174),
  mediaPort: optionalPortFromEnv('MEDIA_PORT'),
  staticDir,
})
printBanner(mock.url, mock.kycUrl, mock.mediaUrl)

const stop = () => void mock.close().then(() => process.exit(0))
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
