import { monthLabel, monthPoints, monthTick, moneyTable, moneyTick } from './money-data';

describe('money chart data', () => {
  it('names months', () => {
    expect(monthTick('2026-01')).toBe('Jan');
    expect(monthLabel('2026-11')).toBe('November 2026');
    expect(monthLabel('soon')).toBe('soon');
  });

  it('writes short pound ticks', () => {
    expect(moneyTick(0, 'GBP')).toBe('£0');
    expect(moneyTick(85_000, 'GBP')).toBe('£850');
    expect(moneyTick(123_456, 'GBP')).toBe('£1.2k');
  });

  it('lists every point in the table in full', () => {
    const table = moneyTable(monthPoints([{ month: '2026-02', amountMinor: 123_450 }]), 'GBP', [
      'Month',
      'Revenue',
    ]);
    expect(table).toEqual({
      columns: ['Month', 'Revenue'],
      rows: [{ key: '2026-02', cells: ['February 2026', '£1,234.50'] }],
    });
  });
});
