// `npm start`: the mock API on an internal port and the Vite dev server in front of it, which
// proxies /api/v1, /__mock and /media, so the app talks to its own origin as in production.
// With MEDIA_PORT the API names media on a second origin instead, as from a CDN.
import { createServer } from 'vite'
import { optionalPortFromEnv, printBanner, portFromEnv } from './demo-banner'
import { startMockApi } from './mock-api-server'

const port = portFromEnv('PORT', 3000)
const mock = await startMockApi({
  port: 0,
  kycPort: portFromEnv('KYC_PORT', 3001),
  mediaPort: optionalPortFromEnv('MEDIA_PORT'),
})
const proxy = Object.fromEntries(
  ['/api/v1', '/__mock', '/media'].map((prefix) => [prefix, { target: mock.url }]),
)
const vite = await createServer({
  mode: 'development',
  server: { port, strictPort: true, host: 'localhost', proxy },
})
await vite.listen()
printBanner(`http://localhost:${port}`, mock.kycUrl, mock.mediaUrl)

const stop = () => void Promise.all([vite.close(), mock.close()]).then(() => process.exit(0))
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
