/**
 * List totals counted only up to a cap: counting every match of a broad query costs as much as
 * reading them all, and nobody pages through thousands. The page itself is read with one row to
 * spare, which says whether rows follow it, so the pager still knows whether there is a next page.
 */
export const TOTAL_CAP = 1000;

/** How many matching rows to count: one past the cap, so reaching it means "more than the cap". */
export const COUNT_LIMIT = TOTAL_CAP + 1;

export interface CappedTotal {
  /** The exact total, or (capped) a lower bound. */
  total: number;
  totalCapped: boolean;
}

/**
 * The total to answer from a count stopped at COUNT_LIMIT and a page read with one row to spare
 * (`rowsRead` ≤ pageSize + 1). Exact when the count stayed within the cap or this page is the
 * last; otherwise a lower bound: the cap, or the rows up to this page's end when rows follow it.
 */
export function cappedTotal(
  counted: number,
  query: { page: number; pageSize: number },
  rowsRead: number,
): CappedTotal {
  if (counted < COUNT_LIMIT) return { total: counted, totalCapped: false };
  const offset = (query.page - 1) * query.pageSize;
  if (rowsRead > query.pageSize)
    return { total: Math.max(TOTAL_CAP, offset + query.pageSize), totalCapped: true };
  if (rowsRead > 0) return { total: offset + rowsRead, totalCapped: false };
  // Past the end of a long list: only the bound is known.
  return { total: TOTAL_CAP, totalCapped: true };
}
