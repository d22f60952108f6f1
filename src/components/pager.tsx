// Page controls for lists shown a page at a time (My Videos, the admin lists): react-paginate
// with a page range of 1 and 3 margin pages, in a navigation landmark named
// 'Pagination'. Nothing shows for a single page.
import { useLayoutEffect, useRef } from 'react'
import ReactPaginateModule from 'react-paginate'
import './pager.css'

// The package is a CommonJS bundle: the production build sees its component on `.default`.
const ReactPaginate =
  (ReactPaginateModule as unknown as { default?: typeof ReactPaginateModule }).default ??
  ReactPaginateModule

interface PagerProps {
  /** 0-based */
  page: number
  pageCount: number
  onPageChange: (page: number) => void
}

export function Pager({ page, pageCount, onPageChange }: PagerProps) {
  const ref = useRef<HTMLElement>(null)
  // react-paginate puts role="navigation" on its <ul>, which takes the list semantics from its
  // items (axe: listitem, serious) and no prop turns it off: the landmark is our <nav> instead.
  useLayoutEffect(() => {
    const list = ref.current?.querySelector('ul')
    list?.removeAttribute('role')
    list?.removeAttribute('aria-label')
  })
  if (pageCount < 2) return null
  return (
    <nav ref={ref} className="pager" aria-label="Pagination">
      <ReactPaginate
        pageCount={pageCount}
        forcePage={page}
        pageRangeDisplayed={1}
        marginPagesDisplayed={3}
        onPageChange={({ selected }) => onPageChange(selected)}
        previousLabel="‹"
        nextLabel="›"
        previousAriaLabel="Previous page"
        nextAriaLabel="Next page"
        breakLabel="…"
        hrefBuilder={(number) => `?page=${number}`}
        ariaLabelBuilder={(number, selected) =>
          selected ? `Page ${number}, current page` : `Page ${number}`
        }
        containerClassName="pager__list"
        pageLinkClassName="pager__link"
        previousLinkClassName="pager__link pager__link--step"
        nextLinkClassName="pager__link pager__link--step"
        breakLinkClassName="pager__link"
        activeLinkClassName="pager__link--current"
        disabledLinkClassName="pager__link--disabled"
      />
    </nav>
  )
}
