// Lighthouse on Home: the production build served with the mock API, Lighthouse's default
// configuration (the mobile preset: a mid-range phone's screen, 4× CPU and a slow 4G link,
// simulated) in Debian's Chromium. Prints LCP and CLS against their targets and the four
// category scores. A benchmark, not a gate: it exits 0 whatever the figures.
import lighthouse from 'lighthouse'
import { onProductionPreview } from './lighthouse-chromium'

const LCP_TARGET_S = 2.5
const CLS_TARGET = 0.02

const verdict = (ok: boolean) => (ok ? 'PASS' : 'MISS')

async function main() {
  await onProductionPreview(async (origin, port) => {
    const result = await lighthouse(`${origin}/`, {
      port,
      logLevel: 'error',
      output: 'json',
      // Lighthouse would otherwise clear the origin's storage, and with it the age already
      // confirmed. The profile is new, so there is no cache to clear either.
      disableStorageReset: true,
    })
    if (!result) throw new Error('Lighthouse returned no result')
    const { lhr } = result
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`)
    const lcp = (lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN) / 1000
    const cls = lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN
    const lcpElement = lhr.audits['largest-contentful-paint-element']?.details
    const snippet =
      lcpElement?.type === 'list' && lcpElement.items[0]?.type === 'table'
        ? lcpElement.items[0].items[0]?.node
        : undefined

    console.log(`Lighthouse ${lhr.lighthouseVersion}, ${lhr.configSettings.formFactor} preset`)
    console.log(`  ${lhr.finalDisplayedUrl} in ${lhr.environment.hostUserAgent}`)
    console.log(
      `LCP: ${lcp.toFixed(2)} s (target ≤ ${LCP_TARGET_S} s) ${verdict(lcp <= LCP_TARGET_S)}`,
    )
    if (snippet && typeof snippet === 'object' && 'snippet' in snippet)
      console.log(`  LCP element: ${String(snippet.snippet)}`)
    const phases = lcpElement?.type === 'list' ? lcpElement.items[1] : undefined
    if (phases?.type === 'table') {
      const parts = phases.items.map(
        (row) =>
          `${typeof row.phase === 'string' ? row.phase : '?'} ${Math.round(Number(row.timing))} ms`,
      )
      console.log(`  LCP phases: ${parts.join(', ')}`)
    }
    const fcp = (lhr.audits['first-contentful-paint']?.numericValue ?? Number.NaN) / 1000
    console.log(`FCP: ${fcp.toFixed(2)} s`)
    console.log(`CLS: ${cls.toFixed(3)} (target ≤ ${CLS_TARGET}) ${verdict(cls <= CLS_TARGET)}`)
    for (const category of Object.values(lhr.categories)) {
      const score = category.score === null ? 'n/a' : Math.round(category.score * 100)
      console.log(`${category.title}: ${score}`)
    }
    for (const warning of lhr.runWarnings) console.log(`Warning: ${warning}`)
  })
}

await main()
