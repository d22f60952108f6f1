import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import { fetchSettings as requestSettings } from '../../api/settings'
import { createAppAsyncThunk } from '../../app/hooks'
import {
  lowerAfterStalls,
  reportedBandwidth,
  STALL_CAP_MS,
  STALL_WINDOW_MS,
  STALLS_TO_LOWER,
} from '../../lib/bandwidth'
import { takeSettings } from './early-settings'

export interface SettingsState {
  isTechnicalWorks: boolean
  kycServiceUrl: string
  /** Download bandwidth in Mbit/s: the browser's guess, then measured (lib/bandwidth.ts). */
  networkBandwidth: number | null
  /** What stalls lowered it to, which a higher measure does not replace before `until` (ms since
   * the epoch): lib/bandwidth.ts. */
  stallCap: { mbps: number; until: number } | null
  /** When the videos on screen stalled lately (ms since the epoch), within STALL_WINDOW_MS. */
  stalls: number[]
  /** Start-up (settings, then auth status) has finished, whatever its outcome. */
  isInitialised: boolean
}

const initialState = (): SettingsState => ({
  isTechnicalWorks: false,
  kycServiceUrl: '',
  networkBandwidth: reportedBandwidth(),
  stallCap: null,
  stalls: [],
  isInitialised: false,
})

/**
 * Part of start-up, whose failures are only logged: the error is the rejected value. Its call
 * may have gone out already, before the store was made (early-settings.ts).
 */
export const fetchSettings = createAppAsyncThunk(
  'settings/fetchSettings',
  () => takeSettings() ?? requestSettings(),
  { screenShows: 'every failure' },
)

export const settingsSlice = createSlice({
  name: 'settings',
  initialState,
  reducers: {
    appInitialised: (state) => {
      state.isInitialised = true
    },
    bandwidthMeasured: {
      reducer: (state, { payload: { mbps, at } }: PayloadAction<{ mbps: number; at: number }>) => {
        const cap = state.stallCap
        if (cap && at < cap.until && mbps > cap.mbps) return
        state.networkBandwidth = mbps
        state.stallCap = null
      },
      prepare: (mbps: number) => ({ payload: { mbps, at: Date.now() } }),
    },
    /**
     * The video on screen ran out of data while it played, long enough to show the spinner (the
     * payload: its bitrate in Mbit/s, null where unknown). After STALLS_TO_LOWER of them within
     * STALL_WINDOW_MS, the link gives less than estimated, and less than that video's bitrate.
     */
    videoStalled: {
      reducer: (
        state,
        { payload: { videoMbps, at } }: PayloadAction<{ videoMbps: number | null; at: number }>,
      ) => {
        state.stalls = [...state.stalls.filter((t) => at - t < STALL_WINDOW_MS), at]
        if (state.stalls.length < STALLS_TO_LOWER) return
        const mbps = lowerAfterStalls(state.networkBandwidth, videoMbps)
        state.networkBandwidth = mbps
        state.stallCap = { mbps, until: at + STALL_CAP_MS }
        state.stalls = []
      },
      prepare: (videoMbps: number | null) => ({ payload: { videoMbps, at: Date.now() } }),
    },
  },
  extraReducers: (builder) => {
    builder.addCase(fetchSettings.fulfilled, (state, { payload }) => {
      state.isTechnicalWorks = payload.isTechnicalWorks === true
      state.kycServiceUrl = typeof payload.kycServiceUrl === 'string' ? payload.kycServiceUrl : ''
    })
  },
  selectors: {
    selectIsTechnicalWorks: (state) => state.isTechnicalWorks,
    selectKycServiceUrl: (state) => state.kycServiceUrl,
    selectNetworkBandwidth: (state) => state.networkBandwidth,
  },
})

export const { appInitialised, bandwidthMeasured, videoStalled } = settingsSlice.actions
export const { selectIsTechnicalWorks, selectKycServiceUrl, selectNetworkBandwidth } =
  settingsSlice.selectors
