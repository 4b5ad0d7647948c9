import { resultCount } from './result-count';

const CLIENTS = { one: 'client', many: 'clients' };

describe('resultCount', () => {
  it('counts exact totals, with thousands separated', () => {
    expect(resultCount({ total: 1 }, CLIENTS, false)).toBe('1 client');
    expect(resultCount({ total: 0, totalCapped: false }, CLIENTS, true)).toBe('0 clients match');
    expect(resultCount({ total: 1030, totalCapped: false }, CLIENTS, false)).toBe('1,030 clients');
  });

  it('shows a capped total as a lower bound', () => {
    expect(resultCount({ total: 1000, totalCapped: true }, CLIENTS, false)).toBe('1,000+ clients');
    expect(resultCount({ total: 1000, totalCapped: true }, CLIENTS, true)).toBe(
      '1,000+ clients match',
    );
  });
});
