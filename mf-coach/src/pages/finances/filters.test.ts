import { isPaymentFiltered, parseFinanceFilters, paymentListQuery } from './filters';

describe('finance filters', () => {
  it('reads the tab and the filters the dashboard links to', () => {
    const f = parseFinanceFilters(new URLSearchParams('tab=payments&status=failed'));
    expect(f.tab).toBe('payments');
    expect(f.status).toBe('failed');
    expect(isPaymentFiltered(f)).toBe(true);
    expect(paymentListQuery(f)).toEqual({
      search: undefined,
      status: 'failed',
      planId: undefined,
      from: undefined,
      to: undefined,
      page: 1,
      pageSize: 25,
    });
  });

  it('ignores what it does not know', () => {
    const f = parseFinanceFilters(new URLSearchParams('tab=nope&status=lost&planId=x&from=1/2/3'));
    expect(f).toMatchObject({ tab: 'overview', status: '', planId: '', from: '' });
    expect(isPaymentFiltered(f)).toBe(false);
  });
});
