// Restores the lock file entries of the platform bindings of unrs-resolver (used by the ESLint
// import plugin) and of Rollup (used by workbox-build for the service worker). A registry mirror
// that carries only the Linux builds makes `npm install` leave the others out, and `npm ci` then
// refuses the lock file. Run after any `npm install` that rewrote
// package-lock.json: `node --import tsx scripts/complete-lockfile.ts`.
import fs from 'node:fs'

interface LockEntry {
  version?: string
  optionalDependencies?: Record<string, string>
  [field: string]: unknown
}

interface LockFile {
  packages: Record<string, LockEntry>
  [field: string]: unknown
}

const file = new URL('../package-lock.json', import.meta.url)
const lock = JSON.parse(fs.readFileSync(file, 'utf8')) as LockFile
const packages = lock.packages

/** Packages whose optional dependencies are one build per platform, named `<prefix><os>-<cpu>[-<abi>]`. */
const BINDINGS = [
  { parent: 'unrs-resolver', prefix: '@unrs/resolver-binding-' },
  { parent: 'rollup', prefix: '@rollup/rollup-' },
]

const platform = (suffix: string) => {
  const [os = '', cpu = '', abi = ''] = suffix.split('-')
  const libc = abi.startsWith('gnu') ? 'glibc' : abi.startsWith('musl') ? 'musl' : undefined
  return { os, cpu, libc }
}

let added = 0
for (const { parent, prefix } of BINDINGS) {
  const owner = packages[`node_modules/${parent}`]
  if (!owner) throw new Error(`${parent} is not in the lock file`)
  for (const [name, version] of Object.entries(owner.optionalDependencies ?? {})) {
    const key = `node_modules/${name}`
    if (!name.startsWith(prefix) || packages[key]) continue
    const { os, cpu, libc } = platform(name.slice(prefix.length))
    packages[key] = {
      version,
      cpu: [cpu],
      dev: true,
      ...(libc ? { libc: [libc] } : {}),
      license: 'MIT',
      optional: true,
      os: [os],
    }
    added += 1
  }
}

lock.packages = Object.fromEntries(
  Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a < b ? -1 : 1)),
)
fs.writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`)
console.log(`Added ${added} missing lock file entries.`)
