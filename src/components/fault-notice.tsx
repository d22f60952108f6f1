// Shown in place of a page (or the whole app) that failed to render or load.
import './fault-notice.css'

interface FaultNoticeProps {
  title: string
  text: string
}

export function FaultNotice({ title, text }: FaultNoticeProps) {
  return (
    <section className="fault-notice" role="alert">
      <h1 className="fault-notice__title">{title}</h1>
      <p className="fault-notice__text">{text}</p>
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
