// Files uploaded to the mock (videos #25, avatars #26), served back under /media/uploads/<name>.
// Kept in memory; the HTTP server also writes each one to a temp folder through `onUploadSaved`.

interface StoredUpload {
  bytes: Uint8Array
  contentType: string
}

type UploadListener = (name: string, upload: StoredUpload) => void

const uploads = new Map<string, StoredUpload>()
let listener: UploadListener | null = null
let counter = 0

export function onUploadSaved(next: UploadListener | null): void {
  listener = next
}

export function saveUpload(bytes: Uint8Array, contentType: string, ext: string): string {
  counter += 1
  const name = `upload-${counter}.${ext.replace(/[^a-z0-9]/gi, '') || 'bin'}`
  const upload = { bytes, contentType }
  uploads.set(name, upload)
  listener?.(name, upload)
  return `/media/uploads/${name}`
}

export function readUpload(name: string): StoredUpload | undefined {
  return uploads.get(name)
}
