// `npm run test:engines`: the core journeys (journeys.ts) in each engine beside Chromium, against
// the preview build served with the mock API. ENGINES=firefox (or webkit) runs one alone.
// Prints a line per journey and engine; exits 1 when any fails, or passes only on a second try.
import { mkdir, rm } from 'node:fs/promises'
import { startMockApi, type RunningMockApi } from '../../mock-api/server/mock-api-server'
import { previewBuild } from '../preview-build'
import type { Engine, EngineName, EnginePage } from './engine'
import { withErrorRecorder } from './engine-errors'
import { launchFirefox } from './firefox'
import { journeys, type JourneyContext } from './journeys'
import { launchWebKit } from './webkit'

const launchers: Partial<Record<EngineName, () => Promise<Engine>>> = {
  firefox: launchFirefox,
  webkit: launchWebKit,
}

const wanted = (process.env.ENGINES ?? Object.keys(launchers).join(','))
  .split(',')
  .map((name) => name.trim())
  .filter(Boolean) as EngineName[]

// JOURNEYS=purchase runs only the journeys whose name contains that text.
const chosen = journeys.filter((journey) => journey.name.includes(process.env.JOURNEYS ?? ''))

async function main() {
  await mkdir('test-results', { recursive: true })
  const dist = await withErrorRecorder(await previewBuild())
  const server = await startMockApi({ port: 0, kycPort: 0, staticDir: dist })
  const failures: string[] = []
  const flaky: string[] = []
  try {
    for (const name of wanted) {
      const launch = launchers[name]
      if (!launch) throw new Error(`Unknown engine '${name}'`)
      const engine = await launch()
      try {
        const runOnce = async (journey: (typeof chosen)[number], attempt: number) => {
          const started = Date.now()
          await fetch(`${server.url}/__mock/reset`, { method: 'POST' })
          const pages: EnginePage[] = []
          const servers: RunningMockApi[] = []
          const context: JourneyContext = {
            origin: server.url,
            open: async (origin = server.url) => {
              const page = await engine.newPage(origin)
              pages.push(page)
              return page
            },
            startServer: async () => {
              const own = await startMockApi({ port: 0, kycPort: 0, staticDir: dist })
              servers.push(own)
              return own
            },
          }
          let outcome = 'ok'
          try {
            await journey.run(context)
            const errors = (await Promise.all(pages.map((page) => page.pageErrors()))).flat()
            if (errors.length > 0) throw new Error(`The page threw: ${errors.join(' | ')}`)
          } catch (error) {
            outcome = `FAILED: ${error instanceof Error ? error.message : String(error)}`
            const shot = `test-results/engines-${name}-${journeys.indexOf(journey) + 1}-try${attempt}.png`
            await pages
              .at(-1)
              ?.screenshot(shot)
              .catch(() => {})
          } finally {
            await Promise.all(pages.map((page) => page.close().catch(() => {})))
            await Promise.all(servers.map((own) => own.close()))
          }
          const notes = [...new Set(pages.flatMap((page) => [...page.notes]))]
          const noted = notes.length > 0 ? ` [${notes.join('; ')}]` : ''
          return { failed: outcome !== 'ok', outcome, noted, ms: Date.now() - started }
        }
        for (const journey of chosen) {
          // A journey that fails is run once more, in new pages, only to tell a fault that is
          // always there from one that comes and goes: either fails the stage. One that passes
          // only on its second try is FLAKY, and the output says what the first try met, for the
          // cause to be found and fixed (a retry is never the fix).
          const first = await runOnce(journey, 1)
          const second = first.failed ? await runOnce(journey, 2) : null
          const label = `${name}: ${journey.name}`
          let outcome = first.outcome
          if (second?.failed) {
            failures.push(label)
            outcome = `${second.outcome} (first try ${first.outcome})`
          } else if (second) {
            flaky.push(label)
            outcome = `FLAKY: passed only on a second try; the first ${first.outcome}`
          }
          const last = second ?? first
          console.log(`  ${name.padEnd(7)} ${journey.name} (${last.ms} ms) ${outcome}${last.noted}`)
        }
      } finally {
        await engine.close()
      }
    }
  } finally {
    await server.close()
    await rm(dist, { recursive: true, force: true })
  }
  if (failures.length > 0) {
    console.error(`${failures.length} journey(s) failed:\n  ${failures.join('\n  ')}`)
  }
  if (flaky.length > 0) {
    console.error(`${flaky.length} journey(s) FLAKY, which fails too:\n  ${flaky.join('\n  ')}`)
  }
  if (failures.length + flaky.length > 0) process.exit(1)
}

await main()
