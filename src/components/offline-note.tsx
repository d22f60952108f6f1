// Next to a submit that needs the network: says why it is refused while offline. The form keeps
// what was typed; only sending waits for the network.
import { OFFLINE_NOTE } from '../lib/online-status'
import './offline-note.css'

export function OfflineNote({ online }: { online: boolean }) {
  if (online) return null
  return <p className="offline-note">{OFFLINE_NOTE}</p>
}
