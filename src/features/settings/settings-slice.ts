import { createSlice } from '@reduxjs/toolkit'
import { fetchSettings as requestSettings } from '../../api/settings'
import { createAppAsyncThunk } from '../../app/hooks'
import { lowerAfterStalls, reportedBandwidth } from '../../lib/bandwidth'

export interface SettingsState {
  isTechnicalWorks: boolean
  kycServiceUrl: string
  /** Download bandwidth in Mbit/s: the browser's guess, then measured (lib/bandwidth.ts). */
  networkBandwidth: number | null
  /** Start-up (settings, then auth status) has finished, whatever its outcome. */
  isInitialised: boolean
}

const initialState = (): SettingsState => ({
  isTechnicalWorks: false,
  kycServiceUrl: '',
  networkBandwidth: reportedBandwidth(),
  isInitialised: false,
})

/** Part of start-up, whose failures are only logged: the error is the rejected value. */
export const fetchSettings = createAppAsyncThunk(
  'settings/fetchSettings',
  () => requestSettings(),
  { screenShows: 'every failure' },
)

export const settingsSlice = createSlice({
  name: 'settings',
  initialState,
  reducers: {
    appInitialised: (state) => {
      state.isInitialised = true
    },
    bandwidthMeasured: (state, action: { payload: number }) => {
      state.networkBandwidth = action.payload
    },
    /** The video on screen ran out of data again and again: the link gives less than estimated. */
    bandwidthLowered: (state) => {
      state.networkBandwidth = lowerAfterStalls(state.networkBandwidth)
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

export const { appInitialised, bandwidthMeasured, bandwidthLowered } = settingsSlice.actions
export const { selectIsTechnicalWorks, selectKycServiceUrl, selectNetworkBandwidth } =
  settingsSlice.selectors
