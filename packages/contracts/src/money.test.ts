import { formatMoney, parseMoneyInput } from './money';

describe('money', () => {
  it('formats minor units the UK way', () => {
    expect(formatMoney(123450, 'GBP')).toBe('£1,234.50');
    expect(formatMoney(5, 'GBP')).toBe('£0.05');
    expect(formatMoney(-500, 'GBP')).toBe('-£5.00');
    expect(formatMoney(1200, 'EUR')).toBe('€12.00');
  });

  it('reads a typed price into minor units without floating point', () => {
    expect(parseMoneyInput('1,234.5')).toBe(123450);
    expect(parseMoneyInput('£0.29')).toBe(29);
    expect(parseMoneyInput('49')).toBe(4900);
    expect(parseMoneyInput('12.345')).toBeNull();
    expect(parseMoneyInput('abc')).toBeNull();
  });
});
