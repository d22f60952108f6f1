// First-load size budget: builds the app for production and sums the gzip size of the
// JavaScript the home route loads on a first visit. Two figures are printed:
// - static: the entry chunk and everything it imports statically (from Vite's manifest);
// - loaded: every script Chromium actually fetches for `/` (adds lazy chunks that start-up
//   pulls in), measured against the mock API. The budget applies to the larger one.
// It also proves that no mock API code reached the build.
import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { build, type Manifest } from 'vite'
import { DEMO_PRIVATE_KEY_PEM, DEMO_PUBLIC_KEY_PEM } from '../../mock-api/demo-keys/demo-key-pair'
import { DEMO_PASSWORD } from '../../mock-api/seed/demo-accounts'
import { loadedScripts } from './loaded-scripts'

// The home route with its feed (Swiper included) aims at 125 kB; past this the build fails.
const BUDGET_KB = 135
const root = path.resolve(import.meta.dirname, '../..')
const dist = path.join(root, 'dist')

async function gzipKb(files: Iterable<string>): Promise<number> {
  let bytes = 0
  for (const file of files) bytes += gzipSync(await readFile(path.join(dist, file))).length
  return bytes / 1000
}

function staticClosure(manifest: Manifest): Set<string> {
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry)
  if (!entry) throw new Error('No entry chunk in the manifest')
  const files = new Set<string>()
  const visit = (key: string) => {
    const chunk = manifest[key]
    if (!chunk || files.has(chunk.file)) return
    files.add(chunk.file)
    chunk.imports?.forEach(visit)
  }
  files.add(entry.file)
  entry.imports?.forEach(visit)
  return files
}

// Strings only the mock API holds: its private key, the demo password, its control routes, MSW.
const MOCK_MARKERS = [
  DEMO_PRIVATE_KEY_PEM.split('\n')[1] ?? DEMO_PRIVATE_KEY_PEM,
  DEMO_PASSWORD,
  '/__mock/',
  'setupServer',
]

async function findMockCode(): Promise<string[]> {
  const files = await readdir(dist, { recursive: true })
  const found: string[] = []
  for (const file of files.filter((name) => /\.(js|html|json|webmanifest)$/.test(name))) {
    const text = await readFile(path.join(dist, file), 'utf8')
    for (const marker of MOCK_MARKERS) if (text.includes(marker)) found.push(`${file}: ${marker}`)
  }
  return found
}

async function main() {
  // A production build as deployed, with a key configured (the demo one: its size is the same).
  process.env.VITE_RSA_PUBLIC_KEY ??= DEMO_PUBLIC_KEY_PEM
  await build({ root, mode: 'production', logLevel: 'warn', build: { manifest: true } })
  const manifest = JSON.parse(
    await readFile(path.join(dist, '.vite/manifest.json'), 'utf8'),
  ) as Manifest
  const staticFiles = staticClosure(manifest)
  const loadedFiles = await loadedScripts(dist)
  const staticKb = await gzipKb(staticFiles)
  const loadedKb = await gzipKb(loadedFiles)

  console.log(`First-load JavaScript (gzip), budget ${BUDGET_KB} kB:`)
  console.log(
    `  static graph of the entry: ${staticKb.toFixed(1)} kB in ${staticFiles.size} file(s)`,
  )
  console.log(
    `  loaded by / in Chromium:   ${loadedKb.toFixed(1)} kB in ${loadedFiles.length} file(s)`,
  )
  for (const file of loadedFiles) console.log(`    ${file}`)
  const mockCode = await findMockCode()
  if (mockCode.length > 0) {
    console.error(`Mock API code in dist/:\n  ${mockCode.join('\n  ')}`)
    process.exit(1)
  }
  console.log('  dist/ holds no mock API code')
  const worst = Math.max(staticKb, loadedKb)
  if (worst > BUDGET_KB) {
    console.error(`Over budget: ${worst.toFixed(1)} kB > ${BUDGET_KB} kB`)
    process.exit(1)
  }
}

await main()
