// After the last journey: how many screen states axe judged in this run and how many repeat calls
// it skipped (support/axe-states.ts); the list of states goes to test-results/axe-states.txt.
import fs from 'node:fs'
import path from 'node:path'
import { readStates, STATES_DIR_VARIABLE } from './axe-states'

export default function globalTeardown() {
  const dir = process.env[STATES_DIR_VARIABLE]
  if (!dir || !fs.existsSync(dir)) return
  const { scanned, skipped } = readStates(dir)
  fs.rmSync(dir, { recursive: true, force: true })
  const list = path.resolve(import.meta.dirname, '../../../test-results/axe-states.txt')
  fs.mkdirSync(path.dirname(list), { recursive: true })
  fs.writeFileSync(list, scanned.map((state) => `${state}\n`).join(''))
  console.log(
    `axe: ${scanned.length} screen states scanned, ${skipped} repeat calls skipped ` +
      `(${path.relative(process.cwd(), list)})`,
  )
}
