import { COUNT_LIMIT, TOTAL_CAP, cappedTotal } from './capped-total';

const page = (n: number) => ({ page: n, pageSize: 25 });

describe('cappedTotal', () => {
  it('is exact while the count stays within the cap', () => {
    expect(cappedTotal(0, page(1), 0)).toEqual({ total: 0, totalCapped: false });
    expect(cappedTotal(TOTAL_CAP, page(1), 26)).toEqual({ total: 1000, totalCapped: false });
  });

  it('is the cap, marked, when the count reached its limit on an early page', () => {
    expect(cappedTotal(COUNT_LIMIT, page(1), 26)).toEqual({ total: 1000, totalCapped: true });
    expect(cappedTotal(COUNT_LIMIT, page(40), 26)).toEqual({ total: 1000, totalCapped: true });
  });

  it('past the cap, counts up to the end of a page that has rows after it', () => {
    expect(cappedTotal(COUNT_LIMIT, page(41), 26)).toEqual({ total: 1025, totalCapped: true });
  });

  it('is exact on the last page of a long list', () => {
    expect(cappedTotal(COUNT_LIMIT, page(42), 5)).toEqual({ total: 1030, totalCapped: false });
    expect(cappedTotal(COUNT_LIMIT, page(42), 25)).toEqual({ total: 1050, totalCapped: false });
  });

  it('is only the bound past the end of a long list', () => {
    expect(cappedTotal(COUNT_LIMIT, page(99), 0)).toEqual({ total: 1000, totalCapped: true });
  });
});
