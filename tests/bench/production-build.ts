// The production build the benchmarks measure: as deployed, with a key configured (the demo one,
// so the build succeeds without a .env; it changes nothing the benchmarks look at).
import path from 'node:path'
import { build, type InlineConfig } from 'vite'
import { DEMO_PUBLIC_KEY_PEM } from '../../mock-api/demo-keys/demo-key-pair'

const root = path.resolve(import.meta.dirname, '../..')

/** Builds the app into dist/ and returns that folder; `extra`: what a script adds (a plugin). */
export async function buildProduction(extra: InlineConfig = {}): Promise<string> {
  process.env.VITE_RSA_PUBLIC_KEY ??= DEMO_PUBLIC_KEY_PEM
  await build({ ...extra, root, mode: 'production', logLevel: 'warn' })
  return path.join(root, 'dist')
}
