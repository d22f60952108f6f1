// Page controls for lists shown a page at a time (My Videos, the admin lists): react-paginate
// with SPEC.md §9's 1 page range and 3 margin pages. It draws its own navigation landmark,
// named 'Pagination'. Nothing shows for a single page.
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
  if (pageCount < 2) return null
  return (
    <div className="pager">
      <ReactPaginate
        pageCount={pageCount}
        forcePage={page}
        pageRangeDisplayed={1}
        marginPagesDisplayed={3}
        onPageChange={({ selected }) => onPageChange(selected)}
        previousLabel="Previous"
        nextLabel="Next"
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
    </div>
  )
}
