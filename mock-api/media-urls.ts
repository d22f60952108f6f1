// Where the API says its media are. The database keeps root-relative paths (/media/…); an answer
// names them root-relative, served on the API's origin, or absolute on a second origin when the
// HTTP server serves media there as a CDN would (`mediaPort`, server/mock-api-server.ts). And
// whether media answers carry CORS, which a test turns off to play a CDN without it, and whether
// media are answered at all, which a test turns off as a phone's link drops.

let mediaOrigin = ''
let answersWithCors = true
let outage = false

/** Whether media requests go unanswered, their connections closed as a dropped link leaves them. */
export const mediaOutage = () => outage

/** `POST /__mock/media-outage`; a reset ends it. */
export function setMediaOutage(on: boolean): void {
  outage = on
}

/** Whether media answers say any page may read them (Access-Control-Allow-Origin: *). */
export const mediaCors = () => answersWithCors

/** `POST /__mock/media-cors`; a reset turns CORS back on. */
export function setMediaCors(on: boolean): void {
  answersWithCors = on
}

/** The origin media URLs name from now on; '' = the API's own (root-relative). Survives resets. */
export function setMediaOrigin(origin: string): void {
  mediaOrigin = origin
}

export const currentMediaOrigin = () => mediaOrigin

/** A stored media path (a poster, video, avatar or upload) as the API answers it. */
export function mediaUrl(path: string): string {
  return mediaOrigin && path.startsWith('/media/') ? `${mediaOrigin}${path}` : path
}
