// Suspense fallback for a page chunk: holds the page's space so nothing jumps when it arrives.
export function PageLoading() {
  return (
    <div className="page-loading" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <span className="visually-hidden">Loading...</span>
    </div>
  )
}
