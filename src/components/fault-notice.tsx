// Shown in place of a page (or the whole app) that failed to render or load.
import type { ReactNode } from 'react'
import './fault-notice.css'

interface FaultNoticeProps {
  title: string
  text: string
  /** More to say, under the text (e.g. that the device is offline). */
  children?: ReactNode
}

export function FaultNotice({ title, text, children }: FaultNoticeProps) {
  return (
    <section className="fault-notice" role="alert">
      <h1 className="fault-notice__title">{title}</h1>
      <p className="fault-notice__text">{text}</p>
      {children}
      <button
        type="button"
        className="button button--primary"
        onClick={() => window.location.reload()}
      >
        Reload
      </button>
    </section>
  )
}
