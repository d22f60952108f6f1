// GET /settings: app-wide settings.
import { apiRequest } from './client'
import type { AppSettings } from './types'

export const fetchSettings = () => apiRequest<AppSettings>('/settings')
