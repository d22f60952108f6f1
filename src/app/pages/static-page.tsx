// Layout of the static legal pages: a title and placeholder text the operator replaces.
export function StaticPage({ title, paragraphs }: { title: string; paragraphs: string[] }) {
  return (
    <article className="page">
      <h1 className="page__title">{title}</h1>
      {paragraphs.map((text) => (
        <p key={text}>{text}</p>
      ))}
    </article>
  )
}
