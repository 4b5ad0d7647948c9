import { FinanceSummaryCache } from './summary-cache';

describe('FinanceSummaryCache', () => {
  it('computes once for concurrent and repeated asks within its time, again after it', async () => {
    let now = 0;
    let computed = 0;
    const cache = new FinanceSummaryCache<number>(5000, () => now);
    const compute = async () => ++computed;
    expect(await Promise.all([cache.get('GBP', compute), cache.get('GBP', compute)])).toEqual([
      1, 1,
    ]);
    now = 4999;
    expect(await cache.get('GBP', compute)).toBe(1);
    now = 5000;
    expect(await cache.get('GBP', compute)).toBe(2);
    expect(await cache.get('2026-12', compute)).toBe(3);
  });

  it('forgets on invalidate, and never keeps a failure', async () => {
    const cache = new FinanceSummaryCache<number>(60_000);
    let computed = 0;
    expect(await cache.get('k', async () => ++computed)).toBe(1);
    cache.invalidate();
    expect(await cache.get('k', async () => ++computed)).toBe(2);
    cache.invalidate();
    await expect(cache.get('k', () => Promise.reject(new Error('db away')))).rejects.toThrow(
      'db away',
    );
    expect(await cache.get('k', async () => ++computed)).toBe(3);
  });
});
