// Seeded videos: the demo creator has every status; four more creators fill the feed with free,
// paid and not yet moderated clips. Media cycle through the committed clips in mock-api/media.
import type { DbVideo } from '../db'
import type { Permission, VideoStatus } from '../../src/api/types'

const CLIPS = 6
const HOUR = 3_600_000

interface Plan {
  status: VideoStatus
  permission: Permission
  isVerified: boolean
}

const done = (permission: Permission = 'PUBLIC', isVerified = true): Plan => ({
  status: 'DONE',
  permission,
  isVerified,
})

const creatorPlans: Plan[] = [
  ...Array.from({ length: 6 }, () => done()),
  done('PRIVATE'),
  done('PRIVATE'),
  done('PUBLIC', false),
  done('PRIVATE', false),
  { status: 'CREATED', permission: 'PUBLIC', isVerified: false },
  { status: 'UPLOADED', permission: 'PUBLIC', isVerified: false },
  { status: 'PROCESSING', permission: 'PRIVATE', isVerified: false },
  { status: 'ERROR', permission: 'PUBLIC', isVerified: false },
]

const otherPlans: Plan[] = [
  ...Array.from({ length: 6 }, () => done()),
  done('PRIVATE'),
  done('PUBLIC', false),
]

const titles = [
  'Sunset run',
  'City lights',
  'Morning stretch',
  'Night drive',
  'Ocean breeze',
  'Rooftop',
  'Neon',
  'Slow motion',
]

export function seedVideos(seedTime: number): DbVideo[] {
  const owners: [string, Plan[]][] = [
    ['u3', creatorPlans],
    ...['u7', 'u8', 'u9', 'u10'].map((id): [string, Plan[]] => [id, otherPlans]),
  ]
  const videos: DbVideo[] = []
  owners.forEach(([ownerId, plans]) => {
    plans.forEach((plan) => {
      const n = videos.length + 1
      const clip = (n % CLIPS) + 1
      const title = titles[n % titles.length] ?? 'Clip'
      videos.push({
        id: `v${n}`,
        ownerId,
        name: `${title} #${n}`,
        description:
          n % 3 === 0
            ? `${title}: a longer description that needs the See More toggle to read in full.`
            : title,
        src: `/media/clip-${clip}.mp4`,
        poster: `/media/poster-${clip}.jpg`,
        ...plan,
        // Spread over ~4 days and interleave owners, so the newest-first feed mixes creators.
        createdAt: seedTime - ((n * 37) % 97) * HOUR - n * 60_000,
        likedBy: [],
        favoritedBy: [],
      })
    })
  })
  return videos
}
