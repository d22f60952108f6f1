// Harness pieces for testing a dialog body alone: the body inside the real Dialog until it
// closes, and a route table whose pages are only their titles, so navigation shows as a heading.
import { useCallback, useState, type ComponentType } from 'react'
import { Route, Routes } from 'react-router-dom'
import { Dialog } from '../src/components/dialog'

export function ClosableDialog({ Body }: { Body: ComponentType<{ onClose: () => void }> }) {
  const [open, setOpen] = useState(true)
  const close = useCallback(() => setOpen(false), [])
  return open ? (
    <Dialog onDismiss={close}>
      <Body onClose={close} />
    </Dialog>
  ) : null
}

/** `pages` maps a path to the title its page shows. */
export function TitlePages({ pages }: { pages: Record<string, string> }) {
  return (
    <Routes>
      {Object.entries(pages).map(([path, title]) => (
        <Route key={path} path={path} element={<h1>{title}</h1>} />
      ))}
    </Routes>
  )
}
