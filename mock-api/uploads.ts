// Files uploaded to the mock (videos and avatars), served back under /media/uploads/<name>.
// The handlers only name them: the HTTP server stores the bytes through `onUploadSaved`, so the
// in-process tests write no files.

type UploadListener = (name: string, bytes: Uint8Array) => void

let listener: UploadListener | null = null
let counter = 0

export function onUploadSaved(next: UploadListener | null): void {
  listener = next
}

/** The listener runs before the URL is returned: the file is servable as soon as it is known. */
export function saveUpload(bytes: Uint8Array, ext: string): string {
  counter += 1
  const name = `upload-${counter}.${ext.replace(/[^a-z0-9]/gi, '') || 'bin'}`
  listener?.(name, bytes)
  return `/media/uploads/${name}`
}
