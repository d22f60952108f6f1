// Typed hooks, thunk creator and listener type. Features import these (and only these) from
// src/app; lint forbids the untyped react-redux hooks.
import {
  createAsyncThunk,
  miniSerializeError,
  type AsyncThunkOptions,
  type AsyncThunkPayloadCreator,
  type SerializedError,
  type TypedStartListening,
} from '@reduxjs/toolkit'
import { useDispatch, useSelector, useStore } from 'react-redux'
import { ApiError, toApiErrorPayload, type ApiErrorPayload } from '../api/api-error'
import type { AppDispatch, AppStore, RootState } from './store'

export const useAppDispatch = useDispatch.withTypes<AppDispatch>()
export const useAppSelector = useSelector.withTypes<RootState>()
export const useAppStore = useStore.withTypes<AppStore>()

export type AppThunkConfig = {
  state: RootState
  dispatch: AppDispatch
  /** A thunk that shows its own failure (a form) rejects with this value. */
  rejectValue: ApiErrorPayload
  serializedErrorType: ApiErrorPayload | SerializedError
}

export type AppStartListening = TypedStartListening<RootState, AppDispatch>

function serializeError(error: unknown): ApiErrorPayload | SerializedError {
  return error instanceof ApiError ? toApiErrorPayload(error) : miniSerializeError(error)
}

/**
 * createAsyncThunk whose thrown ApiError reaches `action.error` with its status and code, so
 * the errors feature can react to 401/402 and show the message.
 */
export function createAppAsyncThunk<Returned, ThunkArg = void>(
  typePrefix: string,
  payloadCreator: AsyncThunkPayloadCreator<Returned, ThunkArg, AppThunkConfig>,
  options?: AsyncThunkOptions<ThunkArg, AppThunkConfig>,
) {
  return createAsyncThunk<Returned, ThunkArg, AppThunkConfig>(typePrefix, payloadCreator, {
    serializeError,
    ...options,
  })
}

/**
 * For thunks that show their own failure: an ApiError becomes the rejected value (the global
 * toast and 401/402 reactions skip it); anything else is rethrown.
 */
export function rejectOwnError<R>(
  error: unknown,
  rejectWithValue: (value: ApiErrorPayload) => R,
): R {
  if (error instanceof ApiError) return rejectWithValue(toApiErrorPayload(error))
  throw error
}
