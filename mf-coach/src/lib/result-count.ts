/** A count as the coach reads it: 1,000 rather than 1000. */
const formatCount = (count: number) => count.toLocaleString('en-GB');

/**
 * The size of a list: "1 client", "132 clients match", or, when the server stopped counting at a
 * cap (`totalCapped`: the total is a lower bound), "1,000+ clients".
 */
export function resultCount(
  page: { total: number; totalCapped?: boolean },
  noun: { one: string; many: string },
  filtered: boolean,
): string {
  const count = `${formatCount(page.total)}${page.totalCapped ? '+' : ''}`;
  const word = page.total === 1 && !page.totalCapped ? noun.one : noun.many;
  return `${count} ${word}${filtered ? ' match' : ''}`;
}
