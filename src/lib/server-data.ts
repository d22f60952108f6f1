// The bookkeeping of data a slice loads from the server, written once: whether a load runs,
// whether one has worked, the last failure's message, and which request's answer counts (the
// newest: an older one answering late is dropped). A slice says only what an answer changes.
import type { ActionReducerMapBuilder, Draft } from '@reduxjs/toolkit'
import { isApiErrorPayload } from '../api/api-error'

export interface Loadable {
  /** True while a load runs in front of the user (not for a quiet refresh). */
  isLoading: boolean
  /** A load has worked since the last reset. */
  isLoaded: boolean
  /** The last failed load's message ('' when the server gave none); null when it worked. */
  error: string | null
  /** The request whose answer counts; written here only. */
  requestId: string | null
}

export const notLoaded = (): Loadable => ({
  isLoading: false,
  isLoaded: false,
  error: null,
  requestId: null,
})

export interface LoadCases<S, Returned, Arg> {
  /** Where the bookkeeping lives; the slice's state itself when left out. */
  at?: (state: Draft<S>) => Loadable
  /**
   * A refresh in the background: no spinner and no error; its answer counts only when it is the
   * newest request and no load the user asked for has started since.
   */
  isQuiet?: (arg: Arg) => boolean
  /** Before the load starts (e.g. clear what belonged to another list). */
  started?: (state: Draft<S>, arg: Arg) => void
  /** What the answer changes; left out when it changes nothing but the bookkeeping. */
  loaded?: (state: Draft<S>, payload: Returned, arg: Arg) => void
  /** After a failure is recorded (e.g. drop what was shown). */
  failed?: (state: Draft<S>, message: string, arg: Arg, payload: unknown) => void
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as RTK's own action creator type
type Creator<A> = ((...args: any[]) => A) & { type: string }
type Meta<Arg> = { meta: { arg: Arg; requestId: string } }

/** What this needs of an async thunk, whatever its config. */
export interface LoadThunk<Returned, Arg> {
  pending: Creator<{ type: string } & Meta<Arg>>
  fulfilled: Creator<{ type: string; payload: Returned } & Meta<Arg>>
  rejected: Creator<
    { type: string; payload?: unknown; error: { message?: string } } & {
      meta: { arg: Arg; requestId: string; aborted: boolean }
    }
  >
}

/** Adds a load's pending, fulfilled and rejected cases to a slice's builder. */
export function addLoadCases<S, Returned, Arg>(
  builder: ActionReducerMapBuilder<S>,
  thunk: LoadThunk<Returned, Arg>,
  {
    at = (state) => state as Loadable,
    isQuiet = () => false,
    started,
    loaded,
    failed,
  }: LoadCases<S, Returned, Arg>,
): void {
  builder
    .addCase(thunk.pending, (state, { meta: { arg, requestId } }) => {
      if (isQuiet(arg)) {
        const load = at(state)
        if (!load.isLoading) load.requestId = requestId
        return
      }
      started?.(state, arg)
      Object.assign(at(state), { isLoading: true, error: null, requestId })
    })
    .addCase(thunk.fulfilled, (state, { payload, meta: { arg, requestId } }) => {
      if (at(state).requestId !== requestId) return
      loaded?.(state, payload, arg)
      Object.assign(at(state), { isLoading: false, isLoaded: true, error: null, requestId: null })
    })
    .addCase(thunk.rejected, (state, { payload, error, meta: { arg, requestId, aborted } }) => {
      const load = at(state)
      if (load.requestId !== requestId) return
      load.requestId = null
      // A load its user cancelled leaves no failure behind.
      if (aborted) load.isLoading = false
      if (isQuiet(arg) || aborted) return
      // The API's message, else the thrown error's, else ''.
      const message = (isApiErrorPayload(payload) ? payload.message : error.message) ?? ''
      Object.assign(load, { isLoading: false, error: message })
      failed?.(state, message, arg, payload)
    })
}

export interface ChangeCases<S, Returned, Arg, Before> {
  /** The changes in flight, by key: what a refusal of each puts back. */
  inFlight: (state: Draft<S>) => Record<string, Before>
  key: (arg: Arg) => string
  /** Shows the change at once; returns what a refusal puts back (undefined: nothing shown). */
  apply: (state: Draft<S>, arg: Arg) => Before | undefined
  undo: (state: Draft<S>, before: Before, arg: Arg) => void
  /** What the answer changes once the change is in. */
  settled?: (state: Draft<S>, payload: Returned, arg: Arg) => void
}

/** Adds the cases of a change shown before the server answers and put back if it refuses. */
export function addChangeCases<S, Returned, Arg, Before>(
  builder: ActionReducerMapBuilder<S>,
  thunk: LoadThunk<Returned, Arg>,
  { inFlight, key, apply, undo, settled }: ChangeCases<S, Returned, Arg, Before>,
): void {
  builder
    .addCase(thunk.pending, (state, { meta: { arg } }) => {
      const before = apply(state, arg)
      if (before !== undefined) inFlight(state)[key(arg)] = before
    })
    .addCase(thunk.fulfilled, (state, { payload, meta: { arg } }) => {
      delete inFlight(state)[key(arg)]
      settled?.(state, payload, arg)
    })
    .addCase(thunk.rejected, (state, { meta: { arg } }) => {
      const before = inFlight(state)[key(arg)]
      delete inFlight(state)[key(arg)]
      if (before !== undefined) undo(state, before, arg)
    })
}
