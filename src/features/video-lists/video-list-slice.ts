// One model for the lists of videos shown a page at a time with a Paid switch and Delete on each
// row (My Videos, the admin video lists): the page on screen of one list, its total count, the
// videos with a change or delete in flight, and the calls. A change either shows at once and is
// put back if the call fails, or applies when the call answers; a deleted video, or one a change
// takes off the list, leaves the page (the count one less). A page that fails to load is the
// screen's to show, but a 401; each list says what a failed change or delete tells.
import { createSlice, type AsyncThunkAction, type Draft } from '@reduxjs/toolkit'
import type { CountedItems, FeedItem, Permission } from '../../api/types'
import { createAppAsyncThunk, type AppThunkConfig, type Failures } from '../../app/hooks'
import { rootReducer } from '../../app/root-reducer'
import { emptyListPage, type ListPage } from '../../lib/paged-list'
import { addChangeCases, addLoadCases, type LoadThunk } from '../../lib/server-data'
import { sessionEnded } from '../auth/auth-slice'

export interface VideoChanges {
  isVerified?: boolean
  permission?: Permission
}

type VideoChange = { id: string; changes: VideoChanges }

/** A page of the list `F` names; `quiet`: in the background, no spinner and no error. */
export type PageArg<F> = F & { page: number; quiet?: boolean }

export interface VideoListState<F> extends ListPage<FeedItem> {
  /** The list the page belongs to; null before the first load. */
  filter: F | null
  /**
   * By video id (global, so it outlives a list): the videos with a change or delete in flight,
   * and what a refused change shown ahead of its answer puts back.
   */
  pending: Record<string, VideoChanges>
}

export interface VideoListOptions<F> {
  /** Videos on one page. */
  pageSize: number
  /** The page `arg.page` of the list, from offset `arg.page × pageSize`. */
  fetchPage: (arg: PageArg<F>) => Promise<CountedItems>
  /** Answers with the video as the server now has it (merged when changes wait for the answer). */
  update: (id: string, changes: VideoChanges) => Promise<object>
  remove: (id: string) => Promise<unknown>
  /** What the errors listener tells when a change or a delete fails. */
  failures?: { update?: Failures; remove?: Failures }
  /** A change shows at once and is put back if refused; otherwise it waits for the answer. */
  isOptimistic: boolean
  /** Whether a change the server took takes a video off the list `filter` names. */
  leavesList?: (filter: F, changes: VideoChanges) => boolean
}

// A thunk's type is written out: inferred, it takes the store's type, which takes every slice's,
// and a slice whose type took it would depend on itself.
type Thunk<Arg, Returned> = ((arg: Arg) => AsyncThunkAction<Returned, Arg, AppThunkConfig>) &
  LoadThunk<Returned, Arg>

/** What the screens use of a list: its calls, and its state when it holds `filter`'s list. */
export interface VideoList<F> {
  pageSize: number
  fetchPage: Thunk<PageArg<F>, CountedItems>
  update: Thunk<VideoChange, object>
  remove: Thunk<string, unknown>
  leavesList: (filter: F, changes: VideoChanges) => boolean
  selectList: (state: ReturnType<typeof rootReducer>, filter: F) => VideoListState<F> | null
}

/** Whether two filters name the same list: every field alike. */
function sameList<F extends object>(a: F | null, b: F): boolean {
  const [x, y] = [a as Record<string, unknown> | null, b as Record<string, unknown>]
  return !!x && Object.keys({ ...x, ...y }).every((key) => x[key] === y[key])
}

/** The slice: it sees the thunks only as LoadThunk, so its type stays apart from the store's. */
function createListSlice<Name extends string, F extends object>(
  name: Name,
  thunks: {
    fetchPage: LoadThunk<CountedItems, PageArg<F>>
    update: LoadThunk<object, VideoChange>
    remove: LoadThunk<unknown, string>
  },
  { isOptimistic, leavesList }: { isOptimistic: boolean; leavesList: VideoList<F>['leavesList'] },
) {
  const initialState: VideoListState<F> = {
    ...emptyListPage<FeedItem>(),
    filter: null,
    pending: {},
  }
  type State = Draft<VideoListState<F>>
  const find = (state: State, id: string) => state.items.find((item) => item.id === id)
  const leave = (state: State, id: string) => {
    const before = state.items.length
    state.items = state.items.filter((item) => item.id !== id)
    if (state.items.length < before) state.count = Math.max(0, state.count - 1)
  }

  return createSlice({
    name,
    initialState,
    reducers: {},
    extraReducers: (builder) => {
      addLoadCases(builder, thunks.fetchPage, {
        isQuiet: (arg) => !!arg.quiet,
        started: (state, { page, quiet: _, ...filter }) => {
          // Another list never shows under this one's heading, even for a moment.
          if (!sameList(state.filter as F | null, filter as F))
            Object.assign(state, { items: [], count: 0, isLoaded: false })
          state.filter = filter as State['filter']
          state.page = page
        },
        loaded: (state, payload, { page }) => {
          // A video whose change shows ahead of its answer keeps what the user sees till then.
          const shown = new Map(state.items.map((item) => [item.id, item]))
          state.items = (payload.items ?? []).map((item) =>
            isOptimistic && item.id in state.pending ? (shown.get(item.id) ?? item) : item,
          )
          state.count = payload.count ?? state.items.length
          state.page = page
        },
        failed: (state) => {
          state.items = []
        },
      })
      addChangeCases(builder, thunks.update, {
        inFlight: (state) => state.pending,
        key: ({ id }) => id,
        apply: (state, { id, changes }) => {
          const item = find(state, id)
          const before: VideoChanges = {}
          // A change that waits for its answer has nothing to put back: the video is busy only.
          if (!isOptimistic || !item) return before
          if (changes.isVerified !== undefined) before.isVerified = item.isVerified
          if (changes.permission !== undefined) before.permission = item.permission
          Object.assign(item, changes)
          return before
        },
        undo: (state, before, { id }) => {
          const item = find(state, id)
          if (item) Object.assign(item, before)
        },
        settled: (state, payload, { id, changes }) => {
          const item = find(state, id)
          if (item && !isOptimistic) Object.assign(item, payload, changes)
          if (state.filter && leavesList(state.filter as F, changes)) leave(state, id)
        },
      })
      // A delete leaves the video on the page, busy, until the server has taken it.
      addChangeCases(builder, thunks.remove, {
        inFlight: (state) => state.pending,
        key: (id) => id,
        apply: () => ({}),
        undo: () => undefined,
        settled: (state, _, id) => leave(state, id),
      })
      builder.addCase(sessionEnded, () => initialState)
    },
    selectors: {
      selectList: (state, filter: F) => (sameList(state.filter, filter) ? state : null),
    },
  })
}

/** The list `name`: its calls and its slice, injected into the store at once. */
export function createVideoList<Name extends string, F extends object>(
  name: Name,
  { pageSize, fetchPage, update, remove, failures = {}, ...rules }: VideoListOptions<F>,
): { slice: ReturnType<typeof createListSlice<Name, F>>; list: VideoList<F> } {
  const thunks = {
    // With `F` open here, TypeScript cannot tell what the thunk takes: its type is given.
    fetchPage: createAppAsyncThunk(`${name}/fetchPage`, fetchPage, {
      screenShows: 'all but 401',
    }) as VideoList<F>['fetchPage'],
    update: createAppAsyncThunk(
      `${name}/update`,
      ({ id, changes }: VideoChange) => update(id, changes),
      failures.update,
    ),
    remove: createAppAsyncThunk(`${name}/delete`, (id: string) => remove(id), failures.remove),
  }
  const leavesList = rules.leavesList ?? (() => false)
  const slice = createListSlice(name, thunks, { ...rules, leavesList })
  const { selectList } = slice.injectInto(rootReducer).selectors
  // It takes the store's state once the slice's module adds the slice to the store's type.
  const list = {
    ...thunks,
    pageSize,
    leavesList,
    selectList: selectList as VideoList<F>['selectList'],
  }
  return { slice, list }
}
