// The one build every stage of `npm test` measures and drives: the preview, `vite build --mode
// demo` into dist/ (the production build with the demo configuration: the mock API's demo key,
// analytics off, frames from the local identity-check stand-in allowed), with Vite's manifest of
// chunks for the size check. `npm test` builds it once, after the unit tests (`npm run
// build:preview`), and sets PREVIEW_BUILT=1 so that the stages after it use dist/ as it is; a
// stage run alone builds first.
import path from 'node:path'
import { build } from 'vite'

const root = path.resolve(import.meta.dirname, '..')
export const PREVIEW_DIST = path.join(root, 'dist')

/** dist/, built unless `npm test` has built it already. */
export async function previewBuild(): Promise<string> {
  if (process.env.PREVIEW_BUILT !== '1') await build({ root, mode: 'demo', logLevel: 'warn' })
  return PREVIEW_DIST
}
