// The identity check's access token, asked for by the KYC page.
import * as kycApi from '../../api/kyc'
import { createAppAsyncThunk } from '../../app/hooks'

/** For the KYC page, which keeps it. Failures reach the errors listener (401 popup, toast). */
export const fetchKycAccessToken = createAppAsyncThunk(
  'kyc/fetchKycAccessToken',
  async () => (await kycApi.fetchKycAccessToken()).kycAccessToken,
)
