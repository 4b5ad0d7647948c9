import { PAYMENT_STATUSES } from '@wellness/contracts';
import type { PaymentListQuery, PaymentStatus } from '@wellness/contracts';
import { dateParam, oneOf, pageParam } from '../../lib/url-state';

export const FINANCE_TABS = ['overview', 'payments', 'plans'] as const;
export type FinanceTab = (typeof FINANCE_TABS)[number];
export const PAYMENT_PAGE_SIZE = 25;

/** /finances state in its URL: `/finances?tab=payments&status=failed&page=2`. */
export interface FinanceFilters {
  [key: string]: string | number;
  tab: FinanceTab;
  search: string;
  status: PaymentStatus | '';
  planId: string;
  from: string;
  to: string;
  page: number;
}

export const FINANCE_FILTER_DEFAULTS: FinanceFilters = {
  tab: 'overview',
  search: '',
  status: '',
  planId: '',
  from: '',
  to: '',
  page: 1,
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function parseFinanceFilters(params: URLSearchParams): FinanceFilters {
  const planId = params.get('planId') ?? '';
  return {
    tab: oneOf(params.get('tab'), FINANCE_TABS, 'overview') || 'overview',
    search: (params.get('search') ?? '').trim().slice(0, 200),
    status: oneOf(params.get('status'), PAYMENT_STATUSES, ''),
    planId: UUID.test(planId) ? planId : '',
    from: dateParam(params.get('from')),
    to: dateParam(params.get('to')),
    page: pageParam(params.get('page')),
  };
}

/** The payment list's filters (without paging): also what "Export CSV" downloads. */
export function paymentFilterQuery(f: FinanceFilters): Omit<PaymentListQuery, 'page' | 'pageSize'> {
  const or = (value: string) => value || undefined;
  return {
    search: or(f.search),
    status: f.status || undefined,
    planId: or(f.planId),
    from: or(f.from),
    to: or(f.to),
  };
}

export function paymentListQuery(f: FinanceFilters): PaymentListQuery {
  return { ...paymentFilterQuery(f), page: f.page, pageSize: PAYMENT_PAGE_SIZE };
}

export function isPaymentFiltered(f: FinanceFilters): boolean {
  return Boolean(f.search || f.status || f.planId || f.from || f.to);
}
