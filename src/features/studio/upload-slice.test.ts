// The upload in flight against the mock API: the bytes sent as a percent, the failure kept for
// the form, a cancel that leaves no failure behind, and content_upload on success.
import { Blob as NodeBlob, File as NodeFile } from 'node:buffer'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { addFault } from '../../../mock-api/faults'
import { signedInStore } from '../../../tests/signed-in-store'
import type { UploadFields } from '../../api/uploads'
import * as analytics from '../../lib/analytics'
import { selectUpload, selectUploadPercent, sendVideo } from './upload-slice'

// jsdom's File and FormData are not the classes Node's Request reads multipart bodies with
// (see src/api/upload-transport.test.ts); a browser has one class of each.
const NodeFormData = (await new Response(new URLSearchParams()).formData()).constructor
beforeEach(() => {
  vi.stubGlobal('File', NodeFile)
  vi.stubGlobal('Blob', NodeBlob)
  vi.stubGlobal('FormData', NodeFormData)
})

const fields = (): UploadFields => ({
  videoData: new File([new Uint8Array(64 * 1024)], 'sunset.mp4', { type: 'video/mp4' }),
  videoName: 'Sunset',
  videoDescription: 'The beach at dusk',
  videoAccess: 'PUBLIC',
})

describe('sendVideo', () => {
  it('reports the bytes sent up to 100%, then clears, and records content_upload', async () => {
    const track = vi.spyOn(analytics, 'track')
    const store = await signedInStore('creator')
    const percents: number[] = []
    store.subscribe(() => percents.push(selectUploadPercent(store.getState())))

    const result = await store.dispatch(sendVideo(fields()))

    expect(sendVideo.fulfilled.match(result)).toBe(true)
    expect(percents).toContain(100)
    expect(selectUpload(store.getState())).toMatchObject({ isLoading: false, failure: null })
    expect(selectUploadPercent(store.getState())).toBe(0)
    expect(track).toHaveBeenCalledWith('content_upload', { videoId: expect.any(String) })
  })

  it('keeps the failure for the form to show', async () => {
    const store = await signedInStore('creator')
    addFault({ path: '/api/v1/upload', status: 500, message: 'Storage is full', times: 1 })
    await store.dispatch(sendVideo(fields()))
    expect(selectUpload(store.getState())).toMatchObject({
      isLoading: false,
      failure: { status: 500, message: 'Storage is full' },
    })
  })

  it('leaves no failure behind when cancelled', async () => {
    const store = await signedInStore('creator')
    addFault({ path: '/api/v1/upload', delayMs: 200, times: 1 })
    const pending = store.dispatch(sendVideo(fields()))
    expect(selectUpload(store.getState()).isLoading).toBe(true)
    pending.abort()
    const result = await pending
    expect(result.meta).toMatchObject({ aborted: true })
    expect(selectUpload(store.getState())).toMatchObject({ isLoading: false, failure: null })
    expect(selectUploadPercent(store.getState())).toBe(0)
  })
})
