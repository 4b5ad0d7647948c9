import { Button } from './Button';

export interface PaginationProps {
  /** 1-based current page. */
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
  /** What is being counted, plural (e.g. "clients"). */
  noun?: string;
  /**
   * The total is a lower bound (the server counts up to a cap) and rows follow this page: shown as
   * "1–25 of 1,000+ clients" and "Page 1", with Next always on.
   */
  totalCapped?: boolean;
}

/** The range shown and the number of pages: "26–50 of 132", 6 pages. */
export function pageRange(page: number, pageSize: number, total: number) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const from = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(total, page * pageSize);
  return { from, to, pages };
}

const count = (n: number) => n.toLocaleString('en-GB');

/** Previous / next paging with the range shown and the total (or, capped, its lower bound). */
export function Pagination({
  page,
  pageSize,
  total,
  onPageChange,
  noun = 'results',
  totalCapped = false,
}: PaginationProps) {
  const { from, to, pages } = pageRange(page, pageSize, total);
  return (
    <nav className="ui-pagination" aria-label="Pagination">
      <p className="ui-pagination__summary" aria-live="polite">
        {totalCapped
          ? `${count(from)}–${count(to)} of ${count(total)}+ ${noun}`
          : total === 0
            ? `No ${noun}`
            : `${from}–${to} of ${total} ${noun}`}
      </p>
      <div className="ui-pagination__controls">
        <Button
          variant="outline"
          size="sm"
          disabled={page <= 1}
          aria-label="Previous page"
          onClick={() => onPageChange(page - 1)}
        >
          Previous
        </Button>
        <span className="ui-pagination__page">
          {totalCapped ? `Page ${count(page)}` : `Page ${Math.min(page, pages)} of ${pages}`}
        </span>
        <Button
          variant="outline"
          size="sm"
          disabled={!totalCapped && page >= pages}
          aria-label="Next page"
          onClick={() => onPageChange(page + 1)}
        >
          Next
        </Button>
      </div>
    </nav>
  );
}
