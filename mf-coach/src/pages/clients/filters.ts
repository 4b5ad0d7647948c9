import { CLIENT_SORTS, CLIENT_STATUSES, tagSchema } from '@wellness/contracts';
import type { BillingStatus, ClientListQuery, ClientStatus } from '@wellness/contracts';
import { dateParam, oneOf, pageParam } from '../../lib/url-state';

export type ClientSort = (typeof CLIENT_SORTS)[number];
export const PAGE_SIZES = [25, 50, 100] as const;

/** The billing statuses the client table filters by. */
export const BILLING_FILTERS = [
  'payment_issue',
  'active',
  'awaiting_payment',
  'cancelled',
] as const satisfies readonly BillingStatus[];
export type BillingFilter = (typeof BILLING_FILTERS)[number];

export interface ClientFilters {
  [key: string]: string | number;
  search: string;
  status: ClientStatus | '';
  /** A nutritionist's user id, 'none' (unassigned) or '' (anyone). */
  nutritionist: string;
  joinedFrom: string;
  joinedTo: string;
  lastCheckInBefore: string;
  /** 'flagged': only clients whose health screening waits for review. */
  screening: 'flagged' | '';
  /** What she pays for as a whole ('' for anyone). */
  billing: BillingFilter | '';
  /** Clients carrying this tag ('' for any). */
  tag: string;
  sort: ClientSort;
  page: number;
  pageSize: number;
}

export const CLIENT_FILTER_DEFAULTS: ClientFilters = {
  search: '',
  status: '',
  nutritionist: '',
  joinedFrom: '',
  joinedTo: '',
  lastCheckInBefore: '',
  screening: '',
  billing: '',
  tag: '',
  sort: 'name',
  page: 1,
  pageSize: 25,
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A tag as the API stores it (trimmed, lower-cased), else ''. */
function tagParam(value: string | null): string {
  const parsed = tagSchema.safeParse(value ?? '');
  return parsed.success ? parsed.data : '';
}

/** The client table's state from its URL (`/clients?status=active&sort=-joined&page=2`). */
export function parseClientFilters(params: URLSearchParams): ClientFilters {
  const nutritionist = params.get('nutritionist') ?? '';
  const size = Number(params.get('pageSize'));
  return {
    search: (params.get('search') ?? '').trim().slice(0, 200),
    status: oneOf(params.get('status'), CLIENT_STATUSES, ''),
    nutritionist: nutritionist === 'none' || UUID.test(nutritionist) ? nutritionist : '',
    joinedFrom: dateParam(params.get('joinedFrom')),
    joinedTo: dateParam(params.get('joinedTo')),
    lastCheckInBefore: dateParam(params.get('lastCheckInBefore')),
    screening: oneOf(params.get('screening'), ['flagged'] as const, ''),
    billing: oneOf(params.get('billing'), BILLING_FILTERS, ''),
    tag: tagParam(params.get('tag')),
    sort: oneOf(params.get('sort'), CLIENT_SORTS, 'name') || 'name',
    page: pageParam(params.get('page')),
    pageSize: Number.isInteger(size) && size >= 1 && size <= 100 ? size : 25,
  };
}

export function clientListQuery(filters: ClientFilters): ClientListQuery {
  const or = (value: string) => value || undefined;
  return {
    search: or(filters.search),
    status: filters.status || undefined,
    nutritionist: or(filters.nutritionist),
    joinedFrom: or(filters.joinedFrom),
    joinedTo: or(filters.joinedTo),
    lastCheckInBefore: or(filters.lastCheckInBefore),
    screening: filters.screening || undefined,
    billing: filters.billing || undefined,
    tag: or(filters.tag),
    sort: filters.sort,
    page: filters.page,
    pageSize: filters.pageSize,
  };
}

/** Whether any filter narrows the list (search, status, nutritionist, screening, billing, tag, a date). */
export function isFiltered(f: ClientFilters): boolean {
  return Boolean(
    f.search ||
    f.status ||
    f.nutritionist ||
    f.joinedFrom ||
    f.joinedTo ||
    f.lastCheckInBefore ||
    f.screening ||
    f.billing ||
    f.tag,
  );
}

/** The filters that define which clients are listed (not the page): a change clears the selection. */
export function filterSignature(f: ClientFilters): string {
  return JSON.stringify([
    f.search,
    f.status,
    f.nutritionist,
    f.joinedFrom,
    f.joinedTo,
    f.lastCheckInBefore,
    f.screening,
    f.billing,
    f.tag,
  ]);
}

export type SortField = 'name' | 'joined' | 'lastCheckIn';

/** Clicking a column: sort by it ascending, or flip it when it already sorts the table. */
export function nextSort(current: ClientSort, field: SortField): ClientSort {
  if (current === field) return `-${field}` as ClientSort;
  return field;
}

export function sortDirection(
  current: ClientSort,
  field: SortField,
): 'ascending' | 'descending' | 'none' {
  if (current === field) return 'ascending';
  if (current === `-${field}`) return 'descending';
  return 'none';
}
