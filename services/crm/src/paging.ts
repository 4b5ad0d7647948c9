import type { Paged } from '@wellness/contracts';

/** The page a list query asked for, in the contract's shape, each row turned into its item. */
export function pageOf<Row, Item>(
  query: { page: number; pageSize: number },
  found: { items: Row[]; total: number },
  toItem: (row: Row) => Item,
): Paged<Item> {
  return {
    items: found.items.map((row) => toItem(row)),
    total: found.total,
    page: query.page,
    pageSize: query.pageSize,
  };
}
