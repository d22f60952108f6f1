// The origins besides the app's own that the policy lets posters, avatars and videos come from:
// the API's and VITE_MEDIA_ORIGINS's, read by the same function that writes them into the policy.
// The service worker keeps images from these and no others (src/service-worker.ts).
import { mediaSources, sourceAllows } from './content-security-policy'
import { env } from './env'

const sources = [
  ...(env.apiUrl ? [new URL(env.apiUrl).origin] : []),
  ...mediaSources(env.mediaOrigins),
]

/** Whether `url` is on the API's origin or a media origin (any port, for a `:*` one). */
export const isMediaOrigin = (url: URL): boolean =>
  sources.some((source) => sourceAllows(source, url))
