// `npm test`: every stage, each through its own npm script, timed. It stops after the first step
// that fails and exits with its code; the times of the stages run so far are printed either way,
// then the wall-clock total. The preview is built once (`build:preview`); the stages after it
// measure and drive that build rather than each building its own (tests/preview-build.ts).
//
// The type check and the linter read the sources and nothing else, each on one core: they run side
// by side, each's output printed whole once it ends. Every other stage runs alone, since the
// browser stages measure speed or wait on a loaded machine (docs/testing.md, "Stage times").
import { spawn } from 'node:child_process'

const STEPS: readonly (readonly string[])[] = [
  ['typecheck', 'lint'],
  ['test:unit'],
  ['build:preview'],
  ['size'],
  ['lighthouse'],
  ['lighthouse:pwa'],
  ['test:e2e'],
  ['test:engines'],
]

const seconds = (ms: number) => `${(ms / 1000).toFixed(0)} s`

interface Finished {
  stage: string
  code: number
  ms: number
}

/** Runs one npm script; alone, its output streams; beside others, it is printed at its end. */
function run(stage: string, alone: boolean): Promise<Finished> {
  const started = Date.now()
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', stage], { stdio: alone ? 'inherit' : 'pipe' })
    const output: Buffer[] = []
    child.stdout?.on('data', (chunk: Buffer) => output.push(chunk))
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk))
    child.on('close', (code) => {
      if (!alone) process.stdout.write(Buffer.concat(output))
      const ms = Date.now() - started
      console.log(`\n[${stage}: ${seconds(ms)}]\n`)
      resolve({ stage, code: code ?? 1, ms })
    })
  })
}

const times: Finished[] = []
const started = Date.now()
let failed: Finished | undefined

for (const step of STEPS) {
  const results = await Promise.all(step.map((stage) => run(stage, step.length === 1)))
  times.push(...results)
  failed = results.find((result) => result.code !== 0)
  if (failed) break
  if (step.includes('build:preview')) process.env.PREVIEW_BUILT = '1'
}

console.log('Stage times:')
for (const { stage, ms } of times) console.log(`  ${stage.padEnd(16)} ${seconds(ms)}`)
console.log(
  `  ${'total'.padEnd(16)} ${seconds(Date.now() - started)} (typecheck and lint side by side)`,
)
if (failed) {
  console.error(`npm test failed at '${failed.stage}'`)
  process.exit(failed.code)
}
