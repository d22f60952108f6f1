// What each route needs beyond Home's first render: its screen's chunk (each module the route
// table, src/app/routes.ts, loads lazily through src/app/route-screens.ts) and everything that imports statically, less the entry's
// own static graph (already loaded). Also which of the libraries that only some screens use each
// route pulls in, read from the modules each chunk's source map lists.
import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import type { Manifest } from 'vite'

/** Libraries only some screens use: npm package → the screens (by module name) allowed to load it. */
export const SCREEN_LIBRARIES: Record<string, readonly string[]> = {
  // Loaded by src/lib/analytics.ts only when analytics is on, never as part of a screen.
  'amplitude-js': [],
  'react-avatar-editor': ['avatar-screen', 'profile-edit-screen'],
  '@sumsub/websdk-react': ['kyc-screen'],
  '@sumsub/websdk': ['kyc-screen'],
  'react-paginate': [
    'my-videos-screen',
    'users-screen',
    'user-videos-screen',
    'all-videos-screen',
    'moderation-screen',
  ],
}

/** The modules the route table loads lazily, as keys of Vite's manifest (paths from the root). */
export async function routeModules(): Promise<Set<string>> {
  const routes = await readFile(new URL('../../src/app/route-screens.ts', import.meta.url), 'utf8')
  const modules = [...routes.matchAll(/import\('(\.[^']+)'\)/g)].map(([, specifier]) =>
    path.posix.join('src/app', specifier!),
  )
  return new Set(modules.flatMap((module) => [`${module}.ts`, `${module}.tsx`]))
}

/** For every JavaScript chunk of the build, the npm packages its modules come from, read from
 * the chunk's source map (the build writes one beside each chunk). */
export async function chunkPackages(dist: string): Promise<Map<string, Set<string>>> {
  const packagesOf = new Map<string, Set<string>>()
  const files = await readdir(path.join(dist, 'assets'))
  for (const map of files.filter((file) => file.endsWith('.js.map'))) {
    const { sources } = JSON.parse(await readFile(path.join(dist, 'assets', map), 'utf8')) as {
      sources: string[]
    }
    const packages = new Set<string>()
    for (const source of sources) {
      const match = /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(source)
      if (match?.[1]) packages.add(match[1])
    }
    packagesOf.set(`assets/${map.slice(0, -'.map'.length)}`, packages)
  }
  return packagesOf
}

/** The file of `key` and of every chunk it imports statically. */
export function closure(manifest: Manifest, key: string): Set<string> {
  const files = new Set<string>()
  const visit = (name: string) => {
    const chunk = manifest[name]
    if (!chunk || files.has(chunk.file)) return
    files.add(chunk.file)
    chunk.imports?.forEach(visit)
  }
  visit(key)
  return files
}

export interface RouteChunks {
  /** The screen's module name, e.g. wallet-screen. */
  screen: string
  /** Its own files: not part of the entry's static graph. */
  files: string[]
  /** Libraries of SCREEN_LIBRARIES among them. */
  libraries: string[]
}

export function routeChunks(
  manifest: Manifest,
  firstRender: ReadonlySet<string>,
  packagesOf: ReadonlyMap<string, ReadonlySet<string>>,
  screens: ReadonlySet<string>,
): RouteChunks[] {
  return Object.keys(manifest)
    .filter((key) => screens.has(key) && manifest[key]?.isDynamicEntry)
    .sort()
    .map((key) => {
      const files = [...closure(manifest, key)].filter((file) => !firstRender.has(file))
      const libraries = Object.keys(SCREEN_LIBRARIES).filter((name) =>
        files.some((file) => packagesOf.get(file)?.has(name)),
      )
      return { screen: key.replace(/^.*\/|\.tsx?$/g, ''), files, libraries }
    })
}

/** Libraries a screen loads that it is not listed for in SCREEN_LIBRARIES. */
export const strayLibraries = ({ screen, libraries }: RouteChunks): string[] =>
  libraries.filter((name) => !SCREEN_LIBRARIES[name]?.includes(screen))
