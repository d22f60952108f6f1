// The identity check's call (docs/api.md, GET /kyc/access-token): the widget's access token.
import { apiRequest } from './client'

export const fetchKycAccessToken = () => apiRequest<{ kycAccessToken: string }>('/kyc/access-token')
