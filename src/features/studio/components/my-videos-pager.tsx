// Page controls for My Videos (SPEC.md §2: react-paginate, 1 page range, 3 margin pages). It
// draws its own navigation landmark, named 'Pagination'.
import ReactPaginateModule from 'react-paginate'

// The package is a CommonJS bundle: the production build sees its component on `.default`.
const ReactPaginate =
  (ReactPaginateModule as unknown as { default?: typeof ReactPaginateModule }).default ??
  ReactPaginateModule

interface MyVideosPagerProps {
  /** 0-based */
  page: number
  pageCount: number
  onPageChange: (page: number) => void
}

export function MyVideosPager({ page, pageCount, onPageChange }: MyVideosPagerProps) {
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
