// `npm test`: every stage in order, each through its own npm script, timed. It stops at the
// first stage that fails and exits with its code; the times of the stages run so far are
// printed either way, then the total. The preview is built once (`build:preview`); the stages
// after it measure and drive that build rather than each building its own
// (tests/preview-build.ts).
import { spawnSync } from 'node:child_process'

const STAGES = [
  'typecheck',
  'lint',
  'test:unit',
  'build:preview',
  'size',
  'lighthouse',
  'lighthouse:pwa',
  'test:e2e',
  'test:engines',
]

const seconds = (ms: number) => `${(ms / 1000).toFixed(0)} s`
const times: [string, number][] = []
let failed: { stage: string; code: number } | null = null

for (const stage of STAGES) {
  const started = Date.now()
  const { status } = spawnSync('npm', ['run', stage], { stdio: 'inherit' })
  times.push([stage, Date.now() - started])
  console.log(`\n[${stage}: ${seconds(Date.now() - started)}]\n`)
  if (status !== 0) {
    failed = { stage, code: status ?? 1 }
    break
  }
  if (stage === 'build:preview') process.env.PREVIEW_BUILT = '1'
}

console.log('Stage times:')
for (const [stage, ms] of times) console.log(`  ${stage.padEnd(16)} ${seconds(ms)}`)
console.log(`  ${'total'.padEnd(16)} ${seconds(times.reduce((sum, [, ms]) => sum + ms, 0))}`)
if (failed) {
  console.error(`npm test failed at '${failed.stage}'`)
  process.exit(failed.code)
}
