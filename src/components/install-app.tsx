// 'Install app' while the browser offers installing (src/lib/use-install-prompt.ts), or on iOS
// Safari, which has no install prompt, a hint to add the app from the Share menu. Nothing once
// the app runs installed.
import { useInstallPrompt } from '../lib/use-install-prompt'
import './install-app.css'

export function InstallApp() {
  const { canInstall, install, isIosSafari, isStandalone } = useInstallPrompt()
  if (canInstall) {
    return (
      <button type="button" className="button" onClick={() => void install()}>
        Install app
      </button>
    )
  }
  if (isIosSafari && !isStandalone) {
    return <p className="install-app__hint">To install, tap Share, then Add to Home Screen.</p>
  }
  return null
}
