import { Button, Pagination, pageRange } from '@wellness/ui';

export interface CappedPagerProps {
  page: number;
  pageSize: number;
  total: number;
  /** The total is a lower bound (the server counts up to a cap) and rows follow this page. */
  totalCapped?: boolean;
  onPageChange: (page: number) => void;
  /** What is being counted, plural ("clients"). */
  noun: string;
}

/**
 * The design system's pager, or, for a capped total, the same controls without a last page:
 * "1–25 of 1,000+ clients", "Page 1", and Next always on (the server promises rows after this page).
 */
export function CappedPager({ totalCapped, ...props }: CappedPagerProps) {
  if (!totalCapped) return <Pagination {...props} />;
  const { page, pageSize, total, onPageChange, noun } = props;
  const { from, to } = pageRange(page, pageSize, total);
  return (
    <nav className="ui-pagination" aria-label="Pagination">
      <p className="ui-pagination__summary" aria-live="polite">
        {`${from.toLocaleString('en-GB')}–${to.toLocaleString('en-GB')} of ${total.toLocaleString('en-GB')}+ ${noun}`}
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
        <span className="ui-pagination__page">Page {page.toLocaleString('en-GB')}</span>
        <Button
          variant="outline"
          size="sm"
          aria-label="Next page"
          onClick={() => onPageChange(page + 1)}
        >
          Next
        </Button>
      </div>
    </nav>
  );
}
