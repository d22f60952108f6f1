// First-load size budgets: takes the preview build (tests/preview-build.ts) and sums the gzip size of the
// JavaScript the home route loads on a first visit. Two figures, each with its budget:
// - first render: the entry chunk and everything it imports statically (from Vite's manifest),
//   which is what the browser must fetch and run before Home can draw anything;
// - loaded by /: every script Chromium actually fetches for `/` until the network is idle,
//   measured against the mock API: the first render's scripts plus the chunks start-up pulls in
//   beside and after it (Swiper, the service worker's registration, the offline store, the
//   cross-tab session sync, and react-toastify for the first install's 'Content is cached for
//   offline use.').
// And for every other route: the JavaScript its screen needs beyond the first render (budget 40 kB
// each), and that it loads none of the screen-only libraries it does not use (route-chunks.ts).
// It also proves that no mock API code reached the build, and that the entry chunk, as the host
// serves it (plain, gzip, brotli), opens with the comment that has Chromium compile its functions
// in the background (vite.config.ts, eagerCompileHint).
import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib'
import type { Manifest } from 'vite'
import { DEMO_PRIVATE_KEY_PEM } from '../../mock-api/demo-keys/demo-key-pair'
import { DEMO_PASSWORD } from '../../mock-api/seed/demo-accounts'
import { previewBuild } from '../preview-build'
import { loadedScripts } from './loaded-scripts'
import { chunkPackages, closure, routeChunks, routeModules, strayLibraries } from './route-chunks'

// Past either budget the build fails.
const FIRST_RENDER_BUDGET_KB = 115
const LOADED_BUDGET_KB = 150
const ROUTE_BUDGET_KB = 40

async function gzipKb(dist: string, files: Iterable<string>): Promise<number> {
  let bytes = 0
  for (const file of files) bytes += gzipSync(await readFile(path.join(dist, file))).length
  return bytes / 1000
}

/** The app's entry chunk (index.html's; the start-up calls' is another) and its file. */
function entryOf(manifest: Manifest): { key: string; file: string } {
  const entry = manifest['index.html']
  if (!entry?.isEntry) throw new Error('No entry chunk for index.html in the manifest')
  return { key: 'index.html', file: entry.file }
}

const staticClosure = (manifest: Manifest): Set<string> => closure(manifest, entryOf(manifest).key)

// Strings only the mock API holds: its private key, the demo password, its control routes, MSW.
const MOCK_MARKERS = [
  DEMO_PRIVATE_KEY_PEM.split('\n')[1] ?? DEMO_PRIVATE_KEY_PEM,
  DEMO_PASSWORD,
  '/__mock/',
  'setupServer',
]

async function findMockCode(dist: string): Promise<string[]> {
  const files = await readdir(dist, { recursive: true })
  const found: string[] = []
  for (const file of files.filter((name) => /\.(js|html|json|webmanifest)$/.test(name))) {
    const text = await readFile(path.join(dist, file), 'utf8')
    for (const marker of MOCK_MARKERS) if (text.includes(marker)) found.push(`${file}: ${marker}`)
  }
  return found
}

/** V8's per-file compile hint: it counts only as the file's first line. */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n'

/** The served forms of the entry chunk that do not open with COMPILE_HINT. */
async function unhintedEntry(dist: string, manifest: Manifest): Promise<string[]> {
  const entry = entryOf(manifest).file
  const file = path.join(dist, entry)
  const forms: [string, () => Promise<Buffer>][] = [
    [entry, () => readFile(file)],
    [`${entry}.gz`, async () => gunzipSync(await readFile(`${file}.gz`))],
    [`${entry}.br`, async () => brotliDecompressSync(await readFile(`${file}.br`))],
  ]
  const unhinted: string[] = []
  for (const [name, read] of forms) {
    if (!(await read()).toString('utf8').startsWith(COMPILE_HINT)) unhinted.push(name)
  }
  return unhinted
}

async function main() {
  const dist = await previewBuild()
  const packagesOf = await chunkPackages(dist)
  const manifest = JSON.parse(
    await readFile(path.join(dist, '.vite/manifest.json'), 'utf8'),
  ) as Manifest
  const staticFiles = staticClosure(manifest)
  const loadedFiles = await loadedScripts(dist)
  const staticKb = await gzipKb(dist, staticFiles)
  const loadedKb = await gzipKb(dist, loadedFiles)

  console.log('First-load JavaScript of Home (gzip):')
  console.log(
    `  first render (static graph of the entry): ${staticKb.toFixed(1)} kB in ${staticFiles.size} file(s), budget ${FIRST_RENDER_BUDGET_KB} kB`,
  )
  console.log(
    `  loaded by / in Chromium until idle:       ${loadedKb.toFixed(1)} kB in ${loadedFiles.length} file(s), budget ${LOADED_BUDGET_KB} kB`,
  )
  for (const file of loadedFiles) console.log(`    ${file}`)
  const mockCode = await findMockCode(dist)
  if (mockCode.length > 0) {
    console.error(`Mock API code in dist/:\n  ${mockCode.join('\n  ')}`)
    process.exit(1)
  }
  console.log('  dist/ holds no mock API code')
  const unhinted = await unhintedEntry(dist, manifest)
  if (unhinted.length > 0) {
    console.error(`Without the compile hint on their first line: ${unhinted.join(', ')}`)
    process.exit(1)
  }
  console.log('  the entry chunk opens with the compile hint, plain and compressed')
  const over = [
    staticKb > FIRST_RENDER_BUDGET_KB &&
      `first render ${staticKb.toFixed(1)} kB > ${FIRST_RENDER_BUDGET_KB} kB`,
    loadedKb > LOADED_BUDGET_KB && `loaded by / ${loadedKb.toFixed(1)} kB > ${LOADED_BUDGET_KB} kB`,
  ].filter(Boolean)

  console.log(
    `Each route's own JavaScript beyond the first render (gzip), budget ${ROUTE_BUDGET_KB} kB:`,
  )
  const screens = await routeModules()
  for (const route of routeChunks(manifest, staticFiles, packagesOf, screens)) {
    const kb = await gzipKb(dist, route.files)
    const stray = strayLibraries(route)
    const libraries = route.libraries.length > 0 ? `, with ${route.libraries.join(', ')}` : ''
    console.log(
      `  ${route.screen.padEnd(24)} ${kb.toFixed(1).padStart(5)} kB in ${route.files.length} file(s)${libraries}`,
    )
    if (kb > ROUTE_BUDGET_KB)
      over.push(`${route.screen} ${kb.toFixed(1)} kB > ${ROUTE_BUDGET_KB} kB`)
    if (stray.length > 0)
      over.push(`${route.screen} loads ${stray.join(', ')}, which it does not use`)
  }
  if (over.length > 0) {
    console.error(`Over budget: ${over.join('; ')}`)
    process.exit(1)
  }
}

await main()
