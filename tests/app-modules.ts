// The module state the app keeps for a page's lifetime, reset for test files that share their
// modules (vite.config.ts, project 'app'): a module that keeps such state exports its reset ("For
// tests: a new page load"), and it is called here. Files that replace a module (vi.mock) run
// alone and skip this: the replacement may lack the reset, and their modules are their own.
import { forgetAuthStatus } from '../src/features/auth/early-auth-status'
import { forgetViews } from '../src/features/feed/components/video-views'
import { forgetFirstPage } from '../src/features/feed/first-page'
import { feedPageCache, reactionQueue } from '../src/features/feed/offline-store'
import { forgetSettings } from '../src/features/settings/early-settings'
import { resetFirstScreen } from '../src/lib/first-screen'
import { resetFreeFeed } from '../src/lib/free-feed-analytics'
import { resetLayers } from '../src/lib/history-layers'
import { takeInstallPrompt } from '../src/lib/install-prompt'
import { resetToastRequests } from '../src/lib/toast'

export async function resetAppModules(): Promise<void> {
  resetToastRequests()
  resetFirstScreen()
  resetFreeFeed()
  resetLayers()
  forgetViews()
  forgetFirstPage()
  forgetSettings()
  forgetAuthStatus()
  takeInstallPrompt()
  await reactionQueue.idle()
  await Promise.all([reactionQueue.clear(), feedPageCache.clear()])
}
