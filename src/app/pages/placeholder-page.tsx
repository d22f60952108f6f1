// Stand-in body for pages whose screens arrive with later work: the page's title, nothing else.
export function PlaceholderPage({ title }: { title: string }) {
  return (
    <div className="page">
      <h1 className="page__title">{title}</h1>
    </div>
  )
}
