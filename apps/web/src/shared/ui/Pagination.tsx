type PaginationProps = {
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
  /** How many page buttons to show around the current one. */
  window?: number;
};

/** Pages as numbers from 1; a sliding window of buttons with Previous and Next. */
export function Pagination({ page, pageCount, onPage, window = 5 }: PaginationProps) {
  if (pageCount <= 1) return null;
  const first = Math.max(1, Math.min(page - Math.floor(window / 2), pageCount - window + 1));
  const pages = Array.from({ length: Math.min(window, pageCount) }, (_, index) => first + index);
  return (
    <nav className="join" aria-label="Pagination">
      <button className="join-item btn btn-sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </button>
      {pages.map((number) => (
        <button
          key={number}
          className={`join-item btn btn-sm ${number === page ? 'btn-active btn-primary' : ''}`}
          aria-current={number === page ? 'page' : undefined}
          onClick={() => onPage(number)}
        >
          {number}
        </button>
      ))}
      <button className="join-item btn btn-sm" disabled={page >= pageCount} onClick={() => onPage(page + 1)}>
        Next
      </button>
    </nav>
  );
}
