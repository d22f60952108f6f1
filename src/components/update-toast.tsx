// The content of the update prompt (src/lib/pwa.ts): the new version is used only once the user
// asks for it, as switching under a running page could mix old and new chunks.
import './update-toast.css'

export const UPDATE_AVAILABLE = 'A new version is available'

export function UpdateToast({ onReload }: { onReload: () => void }) {
  return (
    <div className="update-toast">
      <span>{UPDATE_AVAILABLE}</span>
      <button type="button" className="button button--primary" onClick={onReload}>
        Reload
      </button>
    </div>
  )
}
