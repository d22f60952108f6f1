// Restores the lock file entries of unrs-resolver's platform bindings (used by the ESLint import
// plugin). A registry mirror that carries only the Linux builds makes `npm install` leave the
// others out, and `npm ci` then refuses the lock file. Run after any `npm install` that rewrote
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
const resolver = packages['node_modules/unrs-resolver']
if (!resolver) throw new Error('unrs-resolver is not in the lock file')

const platform = (suffix: string) => {
  const [os = '', cpu = '', abi = ''] = suffix.split('-')
  const libc = abi.startsWith('gnu') ? 'glibc' : abi.startsWith('musl') ? 'musl' : undefined
  return { os, cpu, libc }
}

let added = 0
for (const [name, version] of Object.entries(resolver.optionalDependencies ?? {})) {
  const key = `node_modules/${name}`
  if (packages[key]) continue
  const { os, cpu, libc } = platform(name.replace('@unrs/resolver-binding-', ''))
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

lock.packages = Object.fromEntries(
  Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a < b ? -1 : 1)),
)
fs.writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`)
console.log(`Added ${added} missing lock file entries.`)
