import { z } from 'zod';

/**
 * A page of a list endpoint: `{ items, total, page, pageSize }` (page is 1-based). A list that
 * counts its matches only up to a cap says so with `totalCapped: true`: then `total` is a lower
 * bound ("1,000+"), and a page with rows has more after it.
 */
export function pagedSchema<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    total: z.number().int().nonnegative(),
    totalCapped: z.boolean().optional(),
    page: z.number().int().positive(),
    pageSize: z.number().int().positive(),
  });
}
export interface Paged<T> {
  items: T[];
  total: number;
  /** True: `total` is a lower bound (the count stopped at a cap); a page with rows has more after it. */
  totalCapped?: boolean;
  page: number;
  pageSize: number;
}

/** Query of every paged list endpoint: 1-based page, at most 100 rows. */
export const pageQuerySchema = z.object({
  page: z.coerce.number<number | string>().int().min(1, { message: 'page starts at 1' }).default(1),
  pageSize: z.coerce
    .number<number | string>()
    .int()
    .min(1)
    .max(100, { message: 'pageSize is at most 100' })
    .default(25),
});
