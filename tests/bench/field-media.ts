// The field benchmark's media: a bitrate ladder of realistic clips (portrait H.264 with sound,
// 20 s, `+faststart`, rate-controlled so each rendition spends its bitrate), generated with
// Debian's ffmpeg from its test sources (original, no third-party footage): moving pictures
// with grain, as camera footage has, so the encoder cannot save bits, and a poster of each first
// picture without the grain, as a still from a camera is (tens of kB, not the hundreds a
// grainy JPEG would weigh, which would crowd the link as no real poster does). About 4 MB a
// 720p clip:
// far too big for the repository, so they are made here, into a cache outside git keyed by every
// parameter below, and reused until one changes. Only what is missing is generated (minutes,
// once, at the lowest priority: others share the machine).
import { spawn } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync } from 'node:fs'
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import {
  ladderClip,
  ladderPoster,
  type MediaLadder,
  type Rendition,
} from '../../mock-api/media-ladder'

interface SizedRendition extends Rendition {
  width: number
  height: number
}

const RENDITIONS: SizedRendition[] = [
  { name: '720p', width: 720, height: 1280, kbps: 1600 },
  { name: '540p', width: 540, height: 960, kbps: 900 },
  { name: '360p', width: 360, height: 640, kbps: 450 },
]
const AUDIO_KBPS = 64
const SECONDS = 20
const FPS = 30
const SIZE = `size=720x1280:rate=${FPS}`
/** One clip each, all of them moving; a fractal drawn coarse and smoothed, as pixel-sized
 * detail would make its poster a JPEG of noise. */
const SOURCES = [
  `testsrc2=${SIZE}`,
  `mandelbrot=${SIZE}:maxiter=256`,
  `gradients=${SIZE}:seed=3:n=5:speed=0.04:type=spiral`,
  `gradients=${SIZE}:seed=2:n=4:speed=0.05:type=radial`,
  `gradients=${SIZE}:seed=5:n=6:speed=0.03`,
  `testsrc=${SIZE}`,
  `gradients=${SIZE}:seed=8:n=8:speed=0.02:type=circular`,
  `sierpinski=size=180x320:rate=${FPS}:seed=11:jump=40,scale=720:1280:flags=bicubic`,
]
/** The clip's number, so a viewer can tell them apart. */
const LABEL = (clip: number) =>
  `drawtext=text='Clip ${clip}':fontcolor=white:fontsize=48:box=1:` +
  `boxcolor=black@0.5:x=(w-text_w)/2:y=h-200,format=yuv420p`
/** Temporal grain, which the encoder must spend bits on. */
const GRAIN = 'noise=alls=8:allf=t'
const POSTER_QUALITY = '8'

const encoder = (kbps: number) => {
  const video = kbps - AUDIO_KBPS
  return [
    ...['-c:v', 'libx264', '-preset', 'veryfast', '-profile:v', 'high'],
    ...['-b:v', `${video}k`, '-maxrate', `${Math.round(video * 1.1)}k`],
    ...['-bufsize', `${video * 2}k`, '-g', String(FPS * 2), '-sc_threshold', '0'],
    ...['-c:a', 'aac', '-b:a', `${AUDIO_KBPS}k`, '-movflags', '+faststart'],
  ]
}

const CACHE_ROOT = path.resolve(import.meta.dirname, '../../node_modules/.cache/field-media')

/** Everything that shapes every file: a change makes a new folder. A clip's own source is
 * stamped beside it (`.source-<n>`), so a new source remakes that clip alone. */
const KEY = createHash('sha256')
  .update(
    JSON.stringify({
      RENDITIONS,
      AUDIO_KBPS,
      SECONDS,
      look: [LABEL(0), GRAIN, POSTER_QUALITY],
      encoder: encoder(1000),
    }),
  )
  .digest('hex')
  .slice(0, 12)
const stampOf = (dir: string, clip: number) => path.join(dir, `.source-${clip}`)

function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'] })
    let errors = ''
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()))
    child.on('error', reject)
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} failed (${code}): ${errors}`)),
    )
  })
}

const ffmpeg = (args: string[]) => run('nice', ['-n', '19', 'ffmpeg', '-v', 'error', '-y', ...args])

/** `[0:v]` through `look`, split to every rendition's size as [s0], [s1]… */
function ladderGraph(look: string): string {
  const split = RENDITIONS.map((_, index) => `[r${index}]`).join('')
  const scaled = RENDITIONS.map(
    ({ width, height }, index) => `[r${index}]scale=${width}:${height}[s${index}]`,
  )
  return [`[0:v]${look},split=${RENDITIONS.length}${split}`, ...scaled].join(';')
}

/** All renditions of one clip from one pass of its source, and a poster of each first picture. */
async function generateClip(dir: string, clip: number, source: string): Promise<void> {
  const work = path.join(dir, `.work-${clip}`)
  await rm(work, { recursive: true, force: true })
  await mkdir(work, { recursive: true })
  const file = (rendition: SizedRendition, extension: string) =>
    path.join(work, `${rendition.name}.${extension}`)
  const tone = `sine=frequency=${220 + clip * 55}:sample_rate=44100`
  await ffmpeg([
    ...['-t', String(SECONDS), '-f', 'lavfi', '-i', source],
    ...['-t', String(SECONDS), '-f', 'lavfi', '-i', tone],
    ...['-filter_complex', ladderGraph(`${GRAIN},${LABEL(clip)}`)],
    ...RENDITIONS.flatMap((rendition, index) => [
      ...['-map', `[s${index}]`, '-map', '1:a', ...encoder(rendition.kbps)],
      file(rendition, 'mp4'),
    ]),
  ])
  await ffmpeg([
    ...['-f', 'lavfi', '-i', source, '-filter_complex', ladderGraph(LABEL(clip))],
    ...RENDITIONS.flatMap((rendition, index) => [
      ...['-map', `[s${index}]`, '-frames:v', '1', '-q:v', POSTER_QUALITY],
      file(rendition, 'jpg'),
    ]),
  ])
  for (const rendition of RENDITIONS) {
    const video = file(rendition, 'mp4')
    const poster = file(rendition, 'jpg')
    await mkdir(path.join(dir, rendition.name), { recursive: true })
    await rename(poster, path.join(dir, rendition.name, ladderPoster(clip)))
    await rename(video, path.join(dir, rendition.name, ladderClip(clip)))
  }
  // Last: it says the clip is complete.
  await writeFile(stampOf(dir, clip), source)
  await rm(work, { recursive: true, force: true })
}

export interface FieldMedia extends MediaLadder {
  dir: string
  seconds: number
}

/** The ladder's folder, with whatever was missing generated first. */
export async function fieldMedia(log: (line: string) => void): Promise<FieldMedia> {
  const dir = path.join(CACHE_ROOT, KEY)
  for (const [index, source] of SOURCES.entries()) {
    const clip = index + 1
    const stamp = stampOf(dir, clip)
    if (existsSync(stamp) && (await readFile(stamp, 'utf8')) === source) continue
    log(`Generating clip ${clip} of ${SOURCES.length} (${RENDITIONS.length} renditions) in ${dir}`)
    await generateClip(dir, clip, source)
  }
  const renditions = RENDITIONS.map(({ name, kbps }) => ({ name, kbps }))
  return { dir, renditions, clips: SOURCES.length, seconds: SECONDS }
}
