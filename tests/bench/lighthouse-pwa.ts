// Lighthouse's installability and PWA audits on Home: the production build served with the mock
// API, in Debian's Chromium. Lighthouse 12 dropped its PWA category, so this runs Lighthouse 11
// (the `lighthouse-pwa` alias) for that category alone. Prints every audit of the category and
// fails when one that counts (not a manual check) does not pass.
import lighthouse from 'lighthouse-pwa'
import { onProductionPreview, withChromium } from './lighthouse-chromium'

async function main() {
  const failed: string[] = []
  await onProductionPreview((origin) =>
    withChromium(origin, {}, async (port) => {
      const result = await lighthouse(`${origin}/`, {
        port,
        logLevel: 'error',
        output: 'json',
        onlyCategories: ['pwa'],
        // Keeps the age already confirmed in the profile (see lighthouse-chromium.ts).
        disableStorageReset: true,
      })
      if (!result) throw new Error('Lighthouse returned no result')
      const { lhr } = result
      if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`)
      const category = lhr.categories.pwa
      if (!category) throw new Error('Lighthouse ran without its PWA category')
      console.log(`Lighthouse ${lhr.lighthouseVersion}, PWA audits of ${lhr.finalDisplayedUrl}`)
      for (const { id } of category.auditRefs) {
        const audit = lhr.audits[id]
        if (!audit) continue
        const manual = audit.scoreDisplayMode === 'manual'
        const passed = manual || audit.score === 1
        console.log(`  ${manual ? 'manual' : passed ? 'PASS  ' : 'FAIL  '} ${id}: ${audit.title}`)
        if (!passed) failed.push(id)
      }
      const scored = category.auditRefs.filter(
        ({ id }) => lhr.audits[id]?.scoreDisplayMode !== 'manual',
      )
      const passing = scored.filter(({ id }) => lhr.audits[id]?.score === 1)
      console.log(`${passing.length} of ${scored.length} automatic PWA audits pass`)
      for (const warning of lhr.runWarnings) console.log(`Warning: ${warning}`)
    }),
  )
  if (failed.length > 0) {
    console.error(`Failing PWA audits: ${failed.join(', ')}`)
    process.exitCode = 1
  }
}

await main()
