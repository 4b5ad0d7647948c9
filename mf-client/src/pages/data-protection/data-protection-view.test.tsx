import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { DEFAULT_BRAND } from '@wellness/contracts';
import type { DataRequest, HealthConsentState, PhotoConsent } from '@wellness/contracts';
import { ShellServicesProvider } from '@wellness/ui';
import type { ShellServices } from '@wellness/ui';
import { KEYS } from '../../api';
import { consentStatus } from './ConsentsCard';
import { MARKETING_KEY, photoConsent } from './consents-api';
import { MY_REQUESTS_KEY, myRequestsRefetchInterval } from './data-protection-api';
import { DataProtectionPage } from './DataProtectionPage';
import { exportState, openErasure } from './request-state';

// Jest reads no CSS: the stylesheets are empty modules here.
jest.mock('./data-protection.css', () => ({}));
jest.mock('../../components/client.css', () => ({}));

const NOW = Date.parse('2026-11-27T12:00:00Z');
const HOUR = 3600 * 1000;
const iso = (ms: number) => new Date(ms).toISOString();

const services = {
  user: null,
  brand: DEFAULT_BRAND,
  apiRequest: () => new Promise<never>(() => undefined),
  uploadRequest: () => Promise.reject(new Error('no uploads here')),
  notify: () => undefined,
  setPageTitle: () => undefined,
  logout: () => Promise.resolve(),
} satisfies ShellServices;

const request: DataRequest = {
  id: '7b0c9a52-4a43-4c1a-9f5e-4c1d0f3b8a11',
  type: 'export',
  status: 'pending',
  client: {
    id: '11111111-1111-4111-8111-111111111111',
    name: 'Emma Wilson',
    email: 'emma@example.test',
  },
  requestedBy: 'client',
  createdAt: iso(NOW - 2 * HOUR),
  dueAt: iso(NOW + 30 * 24 * HOUR),
  executedAt: null,
  completedAt: null,
  confirmations: [],
  stuck: false,
  downloadExpiresAt: null,
  retained: null,
};
const readyExport: DataRequest = {
  ...request,
  status: 'done',
  completedAt: iso(NOW - HOUR),
  downloadExpiresAt: iso(NOW + 23 * HOUR),
};
const health: HealthConsentState = {
  given: true,
  version: '1',
  givenAt: '2026-03-03T10:00:00Z',
  withdrawnAt: null,
  currentVersion: '1',
  text: 'I agree',
  withdrawal: 'You can withdraw',
};
const pair = (givenAt: string, withdrawnAt: string | null): PhotoConsent => ({
  beforePhotoId: '33333333-3333-4333-8333-333333333333',
  afterPhotoId: '44444444-4444-4444-8444-444444444444',
  givenAt,
  withdrawnAt,
});

/** Her page once every query has answered. */
function renderPage(items: DataRequest[]) {
  const client = new QueryClient();
  client.setQueryData(MY_REQUESTS_KEY, { items });
  client.setQueryData(KEYS.consent, health);
  client.setQueryData(KEYS.photoConsents, { items: [pair('2026-05-01T09:00:00Z', null)] });
  client.setQueryData(MARKETING_KEY, {
    kind: 'marketing_emails',
    given: false,
    givenAt: '2026-01-10T09:00:00Z',
    withdrawnAt: '2026-02-10T09:00:00Z',
  });
  return renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <ShellServicesProvider value={services}>
        <MemoryRouter>
          <DataProtectionPage />
        </MemoryRouter>
      </ShellServicesProvider>
    </QueryClientProvider>,
  );
}

describe('her requests', () => {
  it('follows her newest export from asking to a link that stops after 24 hours', () => {
    expect(exportState(undefined, NOW).kind).toBe('none');
    expect(exportState(request, NOW).kind).toBe('waiting');
    expect(exportState({ ...request, status: 'in_progress' }, NOW).kind).toBe('gathering');
    expect(exportState(readyExport, NOW)).toMatchObject({
      kind: 'ready',
      expiresAt: readyExport.downloadExpiresAt,
    });
    expect(exportState(readyExport, NOW + 24 * HOUR).kind).toBe('expired');
  });
  it('knows an erasure she asked for is still open', () => {
    const erasure = { ...request, type: 'erasure' as const };
    expect(openErasure([erasure])).toBe(erasure);
    expect(openErasure([{ ...erasure, status: 'done' }])).toBeUndefined();
    expect(openErasure([request])).toBeUndefined();
  });
  it('polls only while a request is open', () => {
    expect(myRequestsRefetchInterval({ items: [request] })).toBeGreaterThan(0);
    expect(myRequestsRefetchInterval({ items: [readyExport] })).toBe(false);
  });
  it('sums up her before/after consents as one, with the dates', () => {
    expect(photoConsent([pair('2026-05-01T09:00:00Z', null)])).toMatchObject({
      given: true,
      givenAt: '2026-05-01T09:00:00Z',
    });
    expect(photoConsent([pair('2026-05-01T09:00:00Z', '2026-06-01T09:00:00Z')])).toMatchObject({
      given: false,
      withdrawnAt: '2026-06-01T09:00:00Z',
    });
    expect(photoConsent([])).toMatchObject({ given: false, givenAt: null, withdrawnAt: null });
    expect(
      consentStatus({
        kind: 'health_data',
        given: true,
        givenAt: '2026-03-03T10:00:00Z',
        withdrawnAt: null,
      }),
    ).toBe('Given on 3 March 2026');
  });
});

describe('/data-protection (client)', () => {
  beforeAll(() => jest.useFakeTimers({ now: NOW }));
  afterAll(() => jest.useRealTimers());

  it('offers "Download my data" and "Delete my account" with what happens and the 30-day deadline', () => {
    const html = renderPage([]);
    expect(html).toContain('>Download my data</button>');
    expect(html).toContain('>Delete my account</button>');
    expect(html).toContain('Your coach has 30 days to carry it out');
    expect(html).toContain('Payment records are kept for 6 years');
  });
  it('says her data is ready, offers it here and by the emailed link, and until when it works', () => {
    const html = renderPage([readyExport]);
    expect(html).toContain('Your data is ready');
    expect(html).toContain('the link we emailed you');
    expect(html).toContain('Download my data (ZIP)');
    expect(html).toContain('It works for 24 hours');
    expect(html).not.toContain('>Download my data</button>');
    // Once the link has expired she may ask again.
    const expired = { ...readyExport, downloadExpiresAt: iso(NOW - HOUR) };
    expect(renderPage([expired])).toContain('>Ask for a new copy</button>');
  });
  it('says when her erasure request will be carried out instead of offering another', () => {
    const html = renderPage([{ ...request, type: 'erasure' }]);
    expect(html).toContain('You asked for your account to be deleted');
    expect(html).not.toContain('>Delete my account</button>');
  });
  it('lists her three consents with their dates; withdraw where one is given', () => {
    const html = renderPage([]);
    expect(html).toContain('Health information');
    expect(html).toContain('Given on 3 March 2026');
    expect(html).toContain('Given on 1 May 2026');
    expect(html).toContain('Withdrawn on 10 February 2026');
    expect(html).toContain('aria-label="Withdraw your consent: Health information"');
    expect(html).toContain('aria-label="Withdraw your consent: Before and after photos"');
    expect(html).not.toContain('aria-label="Withdraw your consent: Marketing emails"');
    expect(html).toContain('>Receive them again</button>');
  });
});
