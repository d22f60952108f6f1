// Typed hooks, thunk creator and listener type. Features import these (and only these) from
// src/app; lint forbids the untyped react-redux hooks.
import {
  createAsyncThunk,
  type AsyncThunkOptions,
  type GetThunkAPI,
  type TypedStartListening,
} from '@reduxjs/toolkit'
import { useDispatch, useSelector, useStore } from 'react-redux'
import { ApiError, toApiErrorPayload, type ApiErrorPayload } from '../api/api-error'
import { tokenSentWith } from '../api/client'
import { readToken, standingOf, type TokenStanding } from '../lib/session-token'
import type { AppDispatch, AppStore, RootState } from './store'

export const useAppDispatch = useDispatch.withTypes<AppDispatch>()
export const useAppSelector = useSelector.withTypes<RootState>()
export const useAppStore = useStore.withTypes<AppStore>()

export type AppStartListening = TypedStartListening<RootState, AppDispatch>

/**
 * Which failures of a call its own screen tells the user (an error state with a retry, a message
 * at a field): the errors listener stays quiet about those and answers the rest (401: the session
 * ends and the login popup opens; 402: the buy-pass offer; anything else: a toast).
 */
export type ScreenShows = 'nothing' | 'every failure' | 'all but 401' | 'all but 401 and 402'

export interface Failures {
  /** 'nothing' when left out. */
  screenShows?: ScreenShows
  /** What the errors listener's toast says for this call, in place of the server's message. */
  toast?: string
}

/** Carried by every rejected action of an ApiError, for the errors listener. */
export interface FailureMeta {
  shownByScreen: boolean
  toast?: string
  /**
   * How the token the failed call carried stood when it failed: only a refusal of the `current`
   * one ends the session (src/features/auth/session-refusal.ts).
   */
  session: TokenStanding
}

export type AppThunkConfig = {
  state: RootState
  dispatch: AppDispatch
  /** Every ApiError a thunk meets becomes the rejected value; anything else is a bug. */
  rejectValue: ApiErrorPayload
  rejectedMeta: FailureMeta
}

const kept: Record<ScreenShows, (status: number) => boolean> = {
  nothing: () => false,
  'every failure': () => true,
  'all but 401': (status) => status !== 401,
  'all but 401 and 402': (status) => status !== 401 && status !== 402,
}

/**
 * createAsyncThunk whose ApiError, thrown anywhere in the call, becomes the rejected value with
 * its status and code, and whose rejected action says who tells the user (`failures`).
 */
export function createAppAsyncThunk<Returned, ThunkArg = void>(
  typePrefix: string,
  payloadCreator: (
    arg: ThunkArg,
    thunkApi: GetThunkAPI<AppThunkConfig>,
  ) => Returned | Promise<Returned>,
  {
    screenShows = 'nothing',
    toast,
    ...options
  }: AsyncThunkOptions<ThunkArg, AppThunkConfig> & Failures = {},
) {
  return createAsyncThunk<Returned, ThunkArg, AppThunkConfig>(
    typePrefix,
    async (arg, thunkApi) => {
      try {
        return await payloadCreator(arg, thunkApi)
      } catch (error) {
        if (!(error instanceof ApiError)) throw error
        // Judged now, as the answer arrives: a session may start or end before anyone reacts.
        const sent = tokenSentWith(error)
        return thunkApi.rejectWithValue(toApiErrorPayload(error), {
          shownByScreen: kept[screenShows](error.status),
          session: standingOf(sent === undefined ? readToken() : sent),
          ...(toast !== undefined && { toast }),
        })
      }
    },
    options,
  )
}
