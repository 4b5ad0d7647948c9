import { AUTHENTICATED_ROUTES, resolveRoute } from '@wellness/contracts';
import { findPage } from '@wellness/ui';
import { joinCsv } from './api/clients';
import { humanizeKey, formatRelative } from './lib/format';
import { errorFields, errorText, zodFieldErrors } from './lib/errors';
import { dateParam, oneOf, pageParam, toQueryString } from './lib/url-state';
import { coachNav } from './nav';
import { COACH_PAGES } from './page-map';
import {
  clientListQuery,
  filterSignature,
  nextSort,
  parseClientFilters,
  sortDirection,
} from './pages/clients/filters';
import { boardColumnQuery, leadListQuery, parseLeadFilters } from './pages/leads/filters';

const params = (query: string) => new URLSearchParams(query);

describe('URL state', () => {
  it('builds query strings without empty values', () => {
    expect(toQueryString({ a: 'x', b: '', c: undefined, d: 2, e: null })).toBe('?a=x&d=2');
    expect(toQueryString({})).toBe('');
  });
  it('reads pages, allowed values and dates defensively', () => {
    expect(pageParam('3')).toBe(3);
    expect(pageParam('0')).toBe(1);
    expect(pageParam('abc')).toBe(1);
    expect(oneOf('won', ['won', 'lost'] as const, '')).toBe('won');
    expect(oneOf('nope', ['won', 'lost'] as const, '')).toBe('');
    expect(dateParam('2025-03-01')).toBe('2025-03-01');
    expect(dateParam('yesterday')).toBe('');
  });
});

describe('lead filters', () => {
  it('parses the URL and ignores unknown values', () => {
    const f = parseLeadFilters(
      params('status=lost&search=%20emma%20&view=board&sort=bogus&page=2'),
    );
    expect(f).toMatchObject({
      status: 'lost',
      search: 'emma',
      view: 'board',
      sort: 'newest',
      page: 2,
    });
    expect(parseLeadFilters(params('status=maybe')).status).toBe('');
  });
  it('maps to the API query; board columns fix the status and the first page', () => {
    const f = parseLeadFilters(params('source=instagram&page=3'));
    expect(leadListQuery(f)).toEqual({
      search: undefined,
      status: undefined,
      source: 'instagram',
      sort: 'newest',
      page: 3,
      pageSize: 25,
    });
    expect(boardColumnQuery(f, 'won')).toMatchObject({ status: 'won', page: 1, pageSize: 12 });
  });
});

describe('client filters', () => {
  it('accepts a nutritionist id or none, and valid sorts and page sizes (1–100) only', () => {
    const id = '00000000-0000-4000-8000-000000000002';
    expect(parseClientFilters(params(`nutritionist=${id}`)).nutritionist).toBe(id);
    expect(parseClientFilters(params('nutritionist=none')).nutritionist).toBe('none');
    expect(parseClientFilters(params('nutritionist=bob')).nutritionist).toBe('');
    expect(parseClientFilters(params('sort=-joined')).sort).toBe('-joined');
    expect(parseClientFilters(params('sort=email')).sort).toBe('name');
    expect(parseClientFilters(params('pageSize=50')).pageSize).toBe(50);
    expect(parseClientFilters(params('pageSize=500')).pageSize).toBe(25);
    expect(parseClientFilters(params('pageSize=2')).pageSize).toBe(2);
  });
  it('builds the API query and a selection scope that ignores paging', () => {
    const f = parseClientFilters(params('status=active&joinedFrom=2025-01-01&page=2'));
    expect(clientListQuery(f)).toMatchObject({
      status: 'active',
      joinedFrom: '2025-01-01',
      page: 2,
    });
    expect(filterSignature(f)).toBe(filterSignature({ ...f, page: 5 }));
    expect(filterSignature(f)).not.toBe(filterSignature({ ...f, status: 'paused' }));
  });
  it('flips a column sort and reports aria-sort', () => {
    expect(nextSort('name', 'name')).toBe('-name');
    expect(nextSort('-name', 'name')).toBe('name');
    expect(nextSort('name', 'joined')).toBe('joined');
    expect(sortDirection('-joined', 'joined')).toBe('descending');
    expect(sortDirection('name', 'joined')).toBe('none');
  });
});

describe('formatting', () => {
  it('humanizes discovery answer keys and values', () => {
    expect(humanizeKey('preferredTimes')).toBe('Preferred times');
    expect(humanizeKey('utm_source')).toBe('UTM source');
  });
  it('says how long ago', () => {
    const now = Date.parse('2025-03-10T12:00:00Z');
    expect(formatRelative('2025-03-10T11:59:50Z', now)).toBe('just now');
    expect(formatRelative('2025-03-07T12:00:00Z', now)).toMatch(/3 days ago/);
  });
});

describe('errors', () => {
  it('prefers the server message, with a friendly fallback', () => {
    expect(errorText({ message: 'Lead not found' })).toBe('Lead not found');
    expect(errorText({ message: 'HTTP 500' }, 'Oops')).toBe('Oops');
    expect(errorText(new TypeError('Failed to fetch'))).toMatch(/could not reach the server/);
  });
  it('reads field messages from a 400 and from a zod parse', () => {
    expect(errorFields({ body: { fields: { email: 'Bad', n: 1 } } })).toEqual({ email: 'Bad' });
    expect(zodFieldErrors([{ path: ['lostReason'], message: 'Why?' }])).toEqual({
      lostReason: 'Why?',
    });
  });
});

describe('CSV export', () => {
  it('joins chunks under one header row', () => {
    expect(joinCsv(['h1,h2\n1,2\n', 'h1,h2\n3,4\n', 'h1,h2\n'])).toBe('h1,h2\n1,2\n3,4\n');
    expect(joinCsv(['h\r\n1\r\n', 'h\r\n2\r\n'])).toBe('h\r\n1\r\n2\r\n');
    expect(joinCsv(['h\r\n"a\r\nb"\r\n'])).toBe('h\r\n"a\r\nb"\r\n');
  });
});

describe('page map', () => {
  const coach = { role: 'coach' };
  it('has every page the route table opens for a coach', () => {
    for (const { path } of AUTHENTICATED_ROUTES) {
      const r = resolveRoute(path.replace(':clientId', 'c1'), coach);
      if (r.kind === 'remote')
        expect([path, findPage(COACH_PAGES, r.page)]).toEqual([path, expect.anything()]);
    }
  });
  it('links each menu item to a path that opens its own page', () => {
    for (const [page, entry] of Object.entries(COACH_PAGES)) {
      if (entry.menu)
        expect(resolveRoute(entry.menu.to, coach)).toMatchObject({ remote: 'mf-coach', page });
    }
  });
});

describe('navigation', () => {
  it('has one entry per destination, grouped, with the areas still being built marked as such', () => {
    const nav = coachNav(undefined);
    const labels = nav.map((n) => n.label);
    expect(new Set(labels).size).toBe(labels.length);
    // The look-alike aliases stay routes (the route table test above) but are not menu entries.
    for (const alias of [
      'Client check-ins',
      'Client messages',
      'Bulk import',
      'Email preview',
      'Client records',
    ])
      expect(labels).not.toContain(alias);
    const grouped = (group: string) => nav.filter((n) => n.group === group).map((n) => n.label);
    expect(grouped('Clients')).toEqual(['Leads', 'Clients', 'Pending approvals']);
    expect(grouped('Coaching')).toEqual(['Check-ins', 'Messages', 'Emails', 'Automation']);
    expect(grouped('Business')).toEqual(['Finances', 'Import', 'Backups', 'Data protection']);
    expect(grouped('Settings')).toEqual(['Team', 'Profile settings']);
    expect(nav.find((n) => n.label === 'Leads')?.soon).toBeUndefined();
    expect(nav.find((n) => n.label === 'Finances')?.soon).toBeUndefined();
    expect(nav.find((n) => n.label === 'Import')?.soon).toBeUndefined();
    expect(nav.find((n) => n.label === 'Profile settings')?.soon).toBe('Coming soon');
  });

  it('puts the pending count on the approvals item only when there is one', () => {
    const item = coachNav(3).find((n) => n.to === '/pending-approvals');
    expect(item).toMatchObject({ badge: 3 });
    expect(coachNav(0).find((n) => n.to === '/pending-approvals')?.badge).toBeUndefined();
  });

  it('puts her unread messages on the Messages item, which is built', () => {
    const item = coachNav(undefined, 4).find((n) => n.to === '/messages');
    expect(item).toMatchObject({ badge: 4, badgeLabel: 'unread' });
    expect(item?.soon).toBeUndefined();
    expect(coachNav(undefined, 0).find((n) => n.to === '/messages')?.badge).toBeUndefined();
  });
});
