// Field benchmark: the feed as a returning viewer meets it on a phone network. The production
// build and the mock API serve realistic media (field-media.ts: a bitrate ladder the mock picks
// from by each feed page's `mbps`, mock-api/media-ladder.ts) through a shaping proxy on loopback
// (field-proxy.ts) that carries everything the page and its service worker fetch, on 4G (9 Mbit/s
// down, 60 ms round trip) and slow 4G (1.6 Mbit/s, 150 ms), with the CPU 4× slower. The viewer
// (field-visit.ts) has the app installed and the age gate answered, opens it, watches each video
// 4 s and swipes, 12 times onto a video. Per profile it prints the first video playing, swipe →
// playing, the next video buffered at each swipe, stalls, video bytes fetched against watched,
// the `mbps` sent, and what the link itself allows (field-report.ts).
// Figures, not a test: it exits 0 whatever they are, 1 when the run breaks or the page throws.
//
// FIELD_PROFILES=4G (or 'slow 4G') runs one profile; FIELD_RUNS=2 runs each twice. FIELD_MBPS
// replaces the `mbps` the feed's calls carry on their way to the mock (`none`: dropped, so the
// mock answers its default, the middle rendition). The page's navigator.connection reports the
// link's figures, as a phone's browser that has measured its link would; FIELD_ESTIMATE=chromium
// leaves Chromium's own estimate, which here reads 1.4 to 1.5 Mbit/s on either link, so the first
// page's `mbps` is that guess and the later pages' show what the app measured by itself.
// FIELD_TIMELINE=1 also prints every video request of each visit (field-timeline.ts).
import os from 'node:os'
import { performance } from 'node:perf_hooks'
import { chromium } from '@playwright/test'
import { startMockApi } from '../../mock-api/server/mock-api-server'
import { chromiumLaunchOptions } from '../chromium'
import { BROWSER_UI_FEATURES, launchOptionsWithFeaturesOff } from '../chromium-features'
import { previewBuild } from '../preview-build'
import { fieldFigures } from './field-figures'
import { checkLink, formatLinkCheck, type LinkCheck } from './field-link-check'
import { fieldMedia } from './field-media'
import { startShapingProxy, type LinkProfile } from './field-proxy'
import { fieldReport } from './field-report'
import { formatBusy, watchBusy } from './field-busy'
import { fieldTimeline } from './field-timeline'
import { visit } from './field-visit'

const PROFILES: LinkProfile[] = [
  { name: '4G', mbps: 9, rttMs: 60 },
  { name: 'slow 4G', mbps: 1.6, rttMs: 150 },
]
const RUNS = Number(process.env.FIELD_RUNS ?? 1)
const chosen = process.env.FIELD_PROFILES?.split(',').map((name) => name.trim())
const profiles = PROFILES.filter((profile) => !chosen || chosen.includes(profile.name))
const mbpsOverride = process.env.FIELD_MBPS
const reportLink = process.env.FIELD_ESTIMATE !== 'chromium'
const LINK_CHECK_BYTES = 1_000_000
/**
 * The app's host name for the phone: not localhost, where the app behaves as on a developer's
 * machine (it checks its worker's script before registering it, src/lib/pwa.ts). The proxy
 * resolves it to the mock; Chromium is told to treat it as secure, as HTTPS would be.
 */
const HOST = 'shorts.field.test'

/** The feed's calls as the mock gets them, with FIELD_MBPS in place of the app's `mbps`. */
function feedCallRewrite(url: URL): URL {
  if (mbpsOverride === undefined || url.pathname !== '/api/v1/items') return url
  if (mbpsOverride === 'none') url.searchParams.delete('mbps')
  else url.searchParams.set('mbps', mbpsOverride)
  return url
}

async function main() {
  const started = performance.now()
  if (profiles.length === 0 || !(RUNS >= 1)) throw new Error('No profile or run to measure')
  const media = await fieldMedia((line) => console.log(line))
  const dist = await previewBuild()
  const server = await startMockApi({ port: 0, kycPort: 0, staticDir: dist, mediaLadder: media })
  const proxy = await startShapingProxy({ rewrite: feedCallRewrite, aliases: [HOST] })
  const url = `http://${HOST}:${new URL(server.url).port}`
  const browser = await chromium.launch(
    await launchOptionsWithFeaturesOff(
      {
        ...chromiumLaunchOptions,
        // Loopback too goes through the proxy: Chromium bypasses it there unless told not to.
        args: [
          ...chromiumLaunchOptions.args,
          `--proxy-server=${proxy.url}`,
          '--proxy-bypass-list=<-loopback>',
          `--unsafely-treat-insecure-origin-as-secure=${url}`,
        ],
      },
      // Not a phone's: a desktop browser's own pages, loaded as each visit opens.
      BROWSER_UI_FEATURES,
    ),
  )
  const errors: string[] = []
  try {
    console.log(
      `Field benchmark: a returning viewer, ${reportLink ? 'navigator.connection reporting the link' : "Chromium's own network estimate"}` +
        `${mbpsOverride === undefined ? '' : `, mbps ${mbpsOverride === 'none' ? 'dropped' : `replaced by ${mbpsOverride}`} on its way to the mock`}`,
    )
    for (const profile of profiles) {
      for (let run = 1; run <= RUNS; run += 1) {
        const load = os.loadavg().map((value) => value.toFixed(2))
        console.log(
          `\n${profile.name}: ${profile.mbps} Mbit/s down, ${profile.rttMs} ms round trip, CPU 4× slower` +
            ` (run ${run} of ${RUNS}; load average ${load.join(' ')} on ${os.cpus().length} cores)`,
        )
        let check: LinkCheck | null = null
        const clip = `${url}/media/ladder/${media.renditions[0]?.name}/clip-1.mp4`
        const busy = watchBusy()
        const result = await visit({
          browser,
          url,
          proxy,
          profile,
          reportLink,
          beforeVisit: async () => {
            check = await checkLink(proxy.url, clip, LINK_CHECK_BYTES)
          },
        })
        const machine = busy()
        const { downlink, rtt, effectiveType } = result.connection
        console.log(`  ${formatBusy(machine)}`)
        console.log(`  link check: ${check ? formatLinkCheck(check) : 'not run'}`)
        console.log(
          `  navigator.connection: downlink ${downlink} Mbit/s, rtt ${rtt} ms, ${effectiveType}`,
        )
        for (const line of fieldReport(fieldFigures(result, media, profile), profile))
          console.log(line)
        if (process.env.FIELD_TIMELINE) {
          console.log('  video requests (sent → last byte, page ms):')
          for (const line of fieldTimeline(result.requests, result.origin)) console.log(line)
        }
        errors.push(...result.errors)
      }
    }
  } finally {
    await browser.close()
    await proxy.close()
    await server.close()
  }
  console.log(`\nTook ${((performance.now() - started) / 1000).toFixed(0)} s`)
  if (errors.length > 0) {
    console.error(`The page threw:\n  ${errors.join('\n  ')}`)
    process.exit(1)
  }
}

await main()
