// What each route needs beyond Home's first render: its page chunk and everything that imports
// statically, less the entry's own static graph (already loaded). Also which of the libraries
// that only some screens use each route pulls in, read from the modules each chunk's source map lists.
import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import type { Manifest } from 'vite'

/** Libraries only some screens use: npm package → the pages (src/app/pages/*) allowed to load it. */
export const SCREEN_LIBRARIES: Record<string, readonly string[]> = {
  // Loaded by src/lib/analytics.ts only when analytics is on, never as part of a page.
  'amplitude-js': [],
  'react-avatar-editor': ['avatar-page', 'profile-edit-page'],
  '@sumsub/websdk-react': ['kyc-page'],
  '@sumsub/websdk': ['kyc-page'],
  'react-paginate': [
    'profile-videos-page',
    'admin-users-page',
    'admin-user-page',
    'admin-videos-page',
    'admin-moderation-page',
  ],
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
  /** The page's name, e.g. wallet-page. */
  page: string
  /** Its own files: not part of the entry's static graph. */
  files: string[]
  /** Libraries of SCREEN_LIBRARIES among them. */
  libraries: string[]
}

export function routeChunks(
  manifest: Manifest,
  firstRender: ReadonlySet<string>,
  packagesOf: ReadonlyMap<string, ReadonlySet<string>>,
): RouteChunks[] {
  return Object.keys(manifest)
    .filter(
      (key) => /^src\/app\/pages\/[^/]+-page\.tsx$/.test(key) && manifest[key]?.isDynamicEntry,
    )
    .sort()
    .map((key) => {
      const files = [...closure(manifest, key)].filter((file) => !firstRender.has(file))
      const libraries = Object.keys(SCREEN_LIBRARIES).filter((name) =>
        files.some((file) => packagesOf.get(file)?.has(name)),
      )
      return { page: key.replace(/^.*\/|\.tsx$/g, ''), files, libraries }
    })
}

/** Libraries a page loads that it is not listed for in SCREEN_LIBRARIES. */
export const strayLibraries = ({ page, libraries }: RouteChunks): string[] =>
  libraries.filter((name) => !SCREEN_LIBRARIES[name]?.includes(page))
