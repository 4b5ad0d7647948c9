import { QueryClient } from '@tanstack/react-query';
import type { AuditEntry, DataRequest } from '@wellness/contracts';
import { renderStatic } from '../../testing/render-static';
import {
  AUDIT_URL,
  DATA_REQUESTS_URL,
  REQUEST_POLL_MS,
  requestsRefetchInterval,
} from './data-protection-api';
import { DataProtectionPage, sortRequests } from './DataProtectionPage';
import { EraseDialog } from './EraseDialog';
import { daysLeft, deadlineOf, erasedSummary } from './request-text';

// Jest reads no CSS: the page's stylesheet is an empty module here.
jest.mock('./data-protection.css', () => ({}));

const NOW = Date.parse('2026-11-27T12:00:00Z');
const DAY = 24 * 3600 * 1000;
const iso = (ms: number) => new Date(ms).toISOString();

const exportRequest: DataRequest = {
  id: '7b0c9a52-4a43-4c1a-9f5e-4c1d0f3b8a11',
  type: 'export',
  status: 'pending',
  client: {
    id: '11111111-1111-4111-8111-111111111111',
    name: 'Emma Wilson',
    email: 'emma@example.test',
  },
  requestedBy: 'client',
  createdAt: iso(NOW - 18 * DAY),
  dueAt: iso(NOW + 12 * DAY + 3600_000),
  executedAt: null,
  completedAt: null,
  confirmations: [],
  stuck: false,
  downloadExpiresAt: null,
  retained: null,
};
const erasure: DataRequest = {
  ...exportRequest,
  id: '5f0e2b7c-1111-4a4a-9999-0123456789ab',
  type: 'erasure',
  status: 'in_progress',
  client: {
    id: '22222222-2222-4222-8222-222222222222',
    name: 'Olivia Brown',
    email: 'olivia@example.test',
  },
  createdAt: iso(NOW - 33 * DAY),
  dueAt: iso(NOW - 3 * DAY),
  executedAt: iso(NOW - 2 * DAY),
  confirmations: [
    { service: 'auth', confirmedAt: iso(NOW - 2 * DAY), erased: { users: 1, sessions: 0 } },
    { service: 'checkin', confirmedAt: null, erased: {} },
  ],
  stuck: true,
};
const audit: AuditEntry = {
  id: '1',
  action: 'erasure_executed',
  actor: 'Sam Coach',
  subject: 'Olivia Brown',
  detail: null,
  at: iso(NOW - 2 * DAY),
};

function renderPage(
  items: DataRequest[],
  auditItems: AuditEntry[] = [audit],
  nextCursor: string | null = null,
) {
  const client = new QueryClient();
  client.setQueryData([DATA_REQUESTS_URL], { items });
  client.setQueryData([AUDIT_URL], {
    pages: [{ items: auditItems, nextCursor }],
    pageParams: [''],
  });
  return renderStatic(<DataProtectionPage />, client);
}

describe('deadlines', () => {
  it('counts whole days left, and days overdue once the deadline has passed', () => {
    expect(daysLeft(exportRequest.dueAt, NOW)).toBe(12);
    expect(daysLeft(iso(NOW + 3600_000), NOW)).toBe(0);
    expect(daysLeft(iso(NOW - 3600_000), NOW)).toBe(-1);
    expect(deadlineOf(exportRequest, NOW)).toEqual({ text: '12 days left', overdue: false });
    expect(deadlineOf({ ...exportRequest, dueAt: iso(NOW + 3600_000) }, NOW)?.text).toBe(
      'Due today',
    );
    expect(deadlineOf(erasure, NOW)).toEqual({ text: '3 days overdue', overdue: true });
    expect(deadlineOf({ ...erasure, status: 'done' }, NOW)).toBeNull();
  });
  it('puts open requests first, the closest deadline first', () => {
    const done = { ...exportRequest, id: 'd', status: 'done' as const, dueAt: iso(NOW - 40 * DAY) };
    expect(sortRequests([done, exportRequest, erasure]).map((r) => r.id)).toEqual([
      erasure.id,
      exportRequest.id,
      'd',
    ]);
  });
  it('polls while a request is being carried out, not otherwise', () => {
    expect(requestsRefetchInterval({ items: [erasure] })).toBe(REQUEST_POLL_MS);
    expect(requestsRefetchInterval({ items: [exportRequest] })).toBe(false);
  });
  it('sums up what a service erased', () => {
    expect(erasedSummary({ users: 1, sessions: 0, check_ins: 4 })).toBe('1 users, 4 check ins');
    expect(erasedSummary({})).toBe('nothing held');
  });
});

describe('/data-protection (coach)', () => {
  beforeAll(() => jest.useFakeTimers({ now: NOW }));
  afterAll(() => jest.useRealTimers());

  it('lists each request with its type, client, status and deadline; overdue in red', () => {
    const html = renderPage([exportRequest, erasure]);
    expect(html).toContain('Emma Wilson');
    expect(html).toContain('Copy of her data');
    expect(html).toContain('Waiting for you');
    expect(html).toContain('12 days left');
    expect(html).toContain('<span class="coach-dp-overdue">3 days overdue</span>');
    expect(html).toContain(
      'Export this client’s data<span class="ui-visually-hidden"> (Emma Wilson)</span></button>',
    );
  });
  it('shows each service’s confirmation of an erasure and alerts when one is stuck', () => {
    const html = renderPage([erasure]);
    expect(html).toContain('<strong>auth</strong>: erased on');
    expect(html).toContain('<strong>checkin</strong>: waiting for its confirmation');
    expect(html).toMatch(/role="alert"><p class="ui-alert__title">An erasure is stuck/);
    expect(html).toContain('Olivia Brown: no confirmation yet from checkin.');
  });
  it('says how many payment records a finished erasure kept, without her name', () => {
    const done = {
      ...erasure,
      status: 'done' as const,
      stuck: false,
      retained: { payments: 3, pseudonymised: true as const },
    };
    expect(renderPage([done])).toContain(
      '3 payment records kept for six years for tax, with her name and email replaced',
    );
  });
  it('offers "Erase this client" for a pending erasure only', () => {
    expect(renderPage([{ ...erasure, status: 'pending' }])).toContain('>Erase this client<span');
    expect(renderPage([erasure])).not.toContain('>Erase this client<span');
  });
  it('shows the audit log: who, what, when, with older pages on demand', () => {
    const html = renderPage([], [audit], 'cursor-2');
    expect(html).toContain('<strong>Erasure started</strong>: Olivia Brown');
    expect(html).toContain('By Sam Coach · ');
    expect(html).toContain(`<time dateTime="${audit.at}">`);
    expect(html).toContain('Show older entries');
    expect(html).toContain('No requests');
    expect(renderPage([], [audit], null)).not.toContain('Show older entries');
  });
  it('says, before an erasure, what happens and that payment records are kept for 6 years without her name', () => {
    const html = renderStatic(
      <EraseDialog
        request={erasure}
        saving={false}
        onCancel={() => undefined}
        onConfirm={() => undefined}
      />,
    );
    expect(html).toContain('Erase Olivia Brown?');
    expect(html).toContain('Payment records are kept for 6 years');
    expect(html).toContain('with her name and email removed');
    expect(html).toContain('message deleted');
    expect(html).toContain('>Erase Olivia Brown</button>');
  });
});
