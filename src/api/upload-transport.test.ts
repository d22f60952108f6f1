import { Blob as NodeBlob, File as NodeFile } from 'node:buffer'
import { http, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { db } from '../../mock-api/db'
import { recordRequests } from '../../tests/sent-requests'
import { server } from '../../tests/setup'
import { signedInStore } from '../../tests/signed-in-store'
import { ApiError } from './api-error'
import type { FormFields } from './client'
import { apiUpload, type UploadOptions, type UploadProgress } from './upload-transport'

const VIDEO_BYTES = 4096

// jsdom's File, Blob and FormData are not the classes Node's Request reads multipart bodies
// with: a jsdom file reaches the mock's handler without its name and fails its `instanceof
// File`. A browser has one class of each, so these tests use Node's three throughout.
const NodeFormData = (await new Response(new URLSearchParams()).formData()).constructor
beforeEach(() => {
  vi.stubGlobal('File', NodeFile)
  vi.stubGlobal('Blob', NodeBlob)
  vi.stubGlobal('FormData', NodeFormData)
})

const videoFile = (name = 'sunset.mp4', type = 'video/mp4') =>
  new File([new Uint8Array(VIDEO_BYTES)], name, { type })

const fields = (changes: FormFields = {}): FormFields => ({
  videoData: videoFile(),
  videoName: 'Sunset',
  videoDescription: 'The beach at dusk',
  videoAccess: 'PRIVATE',
  ...changes,
})

const upload = (options: Partial<UploadOptions> = {}) =>
  apiUpload<{ id: string; status: string }>('/upload', { form: fields(), ...options })

const failureOf = (pending: Promise<unknown>) =>
  pending.then(
    () => null,
    (error: unknown) => error,
  )

/** Answers every upload with `response`: failures the real handler cannot produce. */
const answerUploadWith = (response: () => Response | Promise<Response>) =>
  server.use(http.post('*/api/v1/upload', response))

/** Resolves once the mock has answered a request: the point after which no event can arrive. */
const mockAnswered = () =>
  new Promise<void>((resolve) => {
    const answered = () => {
      server.events.removeListener('response:mocked', answered)
      resolve()
    }
    server.events.on('response:mocked', answered)
  })

afterEach(() => {
  vi.unstubAllGlobals()
  vi.useRealTimers()
})

describe('apiUpload', () => {
  it('sends the multipart fields, the bearer token and credentials, and parses the answer', async () => {
    await signedInStore('creator')
    const sent = recordRequests()

    const result = await upload()

    expect(result).toEqual({ id: expect.any(String), status: 'UPLOADED' })
    expect(await sent.formOf('POST', '/upload')).toEqual({
      videoData: 'sunset.mp4',
      videoName: 'Sunset',
      videoDescription: 'The beach at dusk',
      videoAccess: 'PRIVATE',
    })
    const request = sent.matching('POST', '/upload')[0]!.request
    expect(request.headers.get('Authorization')).toBe(
      `Bearer ${window.localStorage.getItem('accessToken')}`,
    )
    expect(request.headers.get('Accept')).toBe('application/json')
    expect(request.credentials).toBe('include')
    expect(db.videos.find((video) => video.id === result.id)).toMatchObject({
      name: 'Sunset',
      permission: 'PRIVATE',
    })
  })

  it('uses the given method', async () => {
    await signedInStore('creator')
    const avatar = new File([new Uint8Array(16)], 'me.png', { type: 'image/png' })
    await expect(
      apiUpload('/user-avatar', { method: 'PUT', form: { avatar } }),
    ).resolves.toMatchObject({ avatar: expect.stringContaining('/media/uploads/') })
  })

  it('reports progress in bytes of the whole request body, ending at 100%', async () => {
    await signedInStore('creator')
    const sent = recordRequests()
    const progress: UploadProgress[] = []

    await upload({ onProgress: (step) => progress.push(step) })

    const bodyBytes = (await sent.matching('POST', '/upload')[0]!.request.arrayBuffer()).byteLength
    expect(bodyBytes).toBeGreaterThan(VIDEO_BYTES)
    expect(progress.length).toBeGreaterThan(0)
    expect(progress.every(({ total }) => total === bodyBytes)).toBe(true)
    expect(progress.at(-1)).toEqual({ sent: bodyBytes, total: bodyBytes })
  })

  it('reports 100% once the body is sent, even when progress events stopped short', async () => {
    // MSW's XMLHttpRequest interceptor reports the whole body in one progress event, so a
    // browser whose last progress event stops short can only be played by a fake request.
    class ShortProgressRequest extends EventTarget {
      readonly upload = new EventTarget()
      status = 200
      responseText = '{"id":"v1","status":"UPLOADED"}'
      open() {}
      setRequestHeader() {}
      send() {
        const at = (loaded: number) => ({ lengthComputable: true, loaded, total: 1000 })
        this.upload.dispatchEvent(new ProgressEvent('progress', at(400)))
        this.upload.dispatchEvent(new ProgressEvent('load', at(1000)))
        this.dispatchEvent(new ProgressEvent('load'))
      }
    }
    vi.stubGlobal('XMLHttpRequest', ShortProgressRequest)
    const onProgress = vi.fn()

    await upload({ onProgress })

    expect(onProgress.mock.calls).toEqual([
      [{ sent: 400, total: 1000 }],
      [{ sent: 1000, total: 1000 }],
    ])
  })

  it('cancels through the signal with its AbortError and reports nothing afterwards', async () => {
    await signedInStore('creator')
    const abort = vi.spyOn(XMLHttpRequest.prototype, 'abort')
    const answered = mockAnswered()
    const controller = new AbortController()
    const onProgress = vi.fn()

    const pending = upload({ signal: controller.signal, onProgress })
    controller.abort()

    await expect(pending).rejects.toBe(controller.signal.reason)
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' })
    expect(abort).toHaveBeenCalledOnce()
    // MSW answers even a cancelled request; none of that answer may reach the caller.
    await answered
    expect(onProgress).not.toHaveBeenCalled()
  })

  it('rejects with its own AbortError when the signal gives another reason', async () => {
    const controller = new AbortController()
    const pending = upload({ signal: controller.signal })
    controller.abort('left the page')
    await expect(pending).rejects.toMatchObject({
      name: 'AbortError',
      message: 'The upload was cancelled.',
    })
    expect(await pending.catch((error: unknown) => error)).toBeInstanceOf(DOMException)
  })

  it('sends nothing when the signal is already aborted', async () => {
    const request = vi.fn()
    vi.stubGlobal('XMLHttpRequest', request)
    const pending = upload({ signal: AbortSignal.abort() })
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' })
    expect(request).not.toHaveBeenCalled()
  })

  it.each([
    { to: 'no token', status: 401, message: 'Please log in to continue.', form: () => fields() },
    {
      to: 'a missing title',
      status: 422,
      message: 'Title is required.',
      field: 'videoName',
      form: () => fields({ videoName: '' }),
    },
    {
      to: 'a file that is not a video',
      status: 415,
      message: 'This file is not a video.',
      form: () => fields({ videoData: videoFile('notes.txt', 'text/plain') }),
    },
  ])('turns the real answer to $to into an ApiError', async ({ status, message, field, form }) => {
    if (status !== 401) await signedInStore('creator')
    const error = await failureOf(upload({ form: form() }))
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ status, code: String(status), message, field })
  })

  it('turns a 413 into an ApiError', async () => {
    // The real handler only refuses files over 500 MB.
    answerUploadWith(() =>
      HttpResponse.json({ message: 'The video is larger than 500 MB.' }, { status: 413 }),
    )
    await expect(upload()).rejects.toMatchObject({
      status: 413,
      code: '413',
      message: 'The video is larger than 500 MB.',
    })
  })

  it('gives an empty message for a failure whose body is not JSON', async () => {
    answerUploadWith(() => new HttpResponse('<h1>Bad gateway</h1>', { status: 502 }))
    const error = await failureOf(upload())
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ status: 502, code: '502', message: '' })
  })

  it('turns a network failure into a 500', async () => {
    answerUploadWith(() => HttpResponse.error())
    const error = await failureOf(upload())
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ status: 500, message: 'Network error.' })
  })

  it('treats a 2xx answer that is not JSON as a server fault, and an empty one as {}', async () => {
    answerUploadWith(() => new HttpResponse('uploaded', { status: 200 }))
    await expect(upload()).rejects.toMatchObject({ status: 500, code: '500', message: '' })
    answerUploadWith(() => new HttpResponse(null, { status: 200 }))
    await expect(upload()).resolves.toEqual({})
  })

  describe('time-out', () => {
    // The server takes the request and never answers.
    const neverAnswer = () => answerUploadWith(() => new Promise<Response>(() => {}))

    it('gives up after timeoutMs', async () => {
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
      neverAnswer()
      const abort = vi.spyOn(XMLHttpRequest.prototype, 'abort')
      const pending = failureOf(upload({ timeoutMs: 5000 }))

      await vi.advanceTimersByTimeAsync(5000)

      expect(await pending).toMatchObject({
        status: 500,
        message: 'The server took too long to answer.',
      })
      expect(abort).toHaveBeenCalledOnce()
    })

    it('has none by default', async () => {
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
      neverAnswer()
      const controller = new AbortController()
      let settled = false
      const pending = upload({ signal: controller.signal }).finally(() => (settled = true))

      await vi.advanceTimersByTimeAsync(60 * 60_000)

      expect(settled).toBe(false)
      controller.abort()
      await expect(pending).rejects.toMatchObject({ name: 'AbortError' })
    })
  })
})
