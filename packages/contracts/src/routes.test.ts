import {
  safeNextPath,
  resolveRoute,
  normalizePath,
  areaOfRole,
  AUTHENTICATED_ROUTES,
} from './routes';

const coach = { role: 'coach' };
const client = { role: 'client' };
const nutritionist = { role: 'nutritionist' };
const otherRole = { role: 'admin' };
const toDashboard = { kind: 'redirect', to: '/dashboard' };
const notFound = { kind: 'shell', page: 'not-found' };
const remote = (r: string, page: string, params: Record<string, string> = {}) => ({
  kind: 'remote',
  remote: r,
  page,
  params,
});

describe('public routes (always available)', () => {
  it.each([null, coach, client, nutritionist])(
    'serves marketing and password pages to %p',
    (user) => {
      expect(resolveRoute('/discovery', user)).toEqual({
        kind: 'public',
        remote: 'mf-marketing',
        page: 'discovery',
      });
      expect(resolveRoute('/busy-mum-blueprint', user)).toEqual({
        kind: 'public',
        remote: 'mf-marketing',
        page: 'busy-mum-blueprint',
      });
      expect(resolveRoute('/forgot-password', user)).toEqual({
        kind: 'shell',
        page: 'forgot-password',
      });
      expect(resolveRoute('/reset-password', user)).toEqual({
        kind: 'shell',
        page: 'reset-password',
      });
    },
  );
});

describe('anonymous visitor', () => {
  it('sees the public home page at /', () => {
    expect(resolveRoute('/', null)).toEqual({
      kind: 'public',
      remote: 'mf-marketing',
      page: 'home',
    });
  });
  it.each(['/auth', '/login', '/client', '/client-dashboard'])(
    'sees the sign-in page at %s',
    (path) => {
      expect(resolveRoute(path, null)).toEqual({ kind: 'shell', page: 'signin' });
    },
  );
  it.each([
    ['/dashboard', '', '/auth?next=%2Fdashboard'],
    ['/leads/', '', '/auth?next=%2Fleads'],
    ['/client-profile/1', '', '/auth?next=%2Fclient-profile%2F1'],
    ['/client-messages', '?clientId=c1', '/auth?next=%2Fclient-messages%3FclientId%3Dc1'],
  ])('is sent to sign in first at %s%s, to come back after', (path, search, to) => {
    expect(resolveRoute(path, null, search)).toEqual({ kind: 'redirect', to });
  });
  it.each(['/nope', '/auth/x', '/Dashboard', '/client-profile'])('sees not-found at %s', (path) => {
    expect(resolveRoute(path, null)).toEqual(notFound);
  });
  it('never gets a remote other than marketing', () => {
    for (const { path } of AUTHENTICATED_ROUTES) {
      const r = resolveRoute(path.replace(':clientId', 'c1'), null);
      if (r.kind === 'public') expect(r.remote).toBe('mf-marketing');
      else expect(['shell', 'redirect']).toContain(r.kind);
    }
  });
});

describe('where sign-in may send her next', () => {
  it.each([
    ['/clients', '/clients'],
    ['/client-messages?clientId=c1', '/client-messages?clientId=c1'],
    ['/a/../leads', '/leads'],
  ])('follows the path on this site %s', (raw, next) => {
    expect(safeNextPath(raw)).toBe(next);
  });
  it.each([
    'https://evil.example',
    '//evil.example/x',
    '/\\evil.example',
    '/\tevil',
    'javascript:alert(1)',
    'clients',
    '/auth',
    '/login?next=/x',
    '',
    null,
  ])('refuses %p', (raw) => {
    expect(safeNextPath(raw)).toBeNull();
  });
});

describe('signed-in visitor of the sign-in page', () => {
  it.each(['/auth', '/login'])('%s redirects to /dashboard', (path) => {
    for (const user of [coach, client, nutritionist])
      expect(resolveRoute(path, user)).toEqual(toDashboard);
  });
});

describe('/ and /dashboard by role', () => {
  it.each(['/', '/dashboard'])('%s', (path) => {
    expect(resolveRoute(path, coach)).toEqual(remote('mf-coach', 'dashboard'));
    expect(resolveRoute(path, nutritionist)).toEqual(remote('mf-nutritionist', 'dashboard'));
    expect(resolveRoute(path, client)).toEqual(remote('mf-client', 'dashboard'));
    expect(resolveRoute(path, otherRole)).toEqual(remote('mf-client', 'dashboard'));
  });
});

const coachPages: Array<[string, string]> = [
  ['/clients', 'clients'],
  ['/leads', 'leads'],
  ['/checkins', 'checkins'],
  ['/emails', 'emails'],
  ['/automation', 'automation'],
  ['/finances', 'finances'],
  ['/import', 'import'],
  ['/team', 'team'],
  ['/client-messages', 'client-messages'],
  ['/email-preview', 'email-preview'],
  ['/bulk-import', 'bulk-import'],
  ['/backup-download', 'backup-download'],
  ['/pending-approvals', 'pending-approvals'],
  ['/cms/clients', 'cms-clients'],
  ['/cms-clients', 'cms-clients'],
];
describe('coach area', () => {
  it.each(coachPages)(
    '%s → mf-coach %s for a coach; others go to their dashboard',
    (path, page) => {
      expect(resolveRoute(path, coach)).toEqual(remote('mf-coach', page));
      expect(resolveRoute(path, client)).toEqual(toDashboard);
      expect(resolveRoute(path, nutritionist)).toEqual(toDashboard);
      expect(resolveRoute(path, otherRole)).toEqual(toDashboard);
    },
  );
  it('/client-profile/:clientId (nutritionists see it in their own area)', () => {
    expect(resolveRoute('/client-profile/abc-123', coach)).toEqual(
      remote('mf-coach', 'client-profile', { clientId: 'abc-123' }),
    );
    expect(resolveRoute('/client-profile/abc-123', nutritionist)).toEqual(
      remote('mf-nutritionist', 'client-profile', { clientId: 'abc-123' }),
    );
    expect(resolveRoute('/client-profile/abc-123', client)).toEqual(toDashboard);
  });
  it('/client-checkins (a client sees her own history, a nutritionist her clients’, each in her area)', () => {
    expect(resolveRoute('/client-checkins', coach)).toEqual(remote('mf-coach', 'client-checkins'));
    expect(resolveRoute('/client-checkins', client)).toEqual(
      remote('mf-client', 'client-checkins'),
    );
    expect(resolveRoute('/client-checkins', nutritionist)).toEqual(
      remote('mf-nutritionist', 'client-checkins'),
    );
  });
  it('/client-photos/:clientId', () => {
    expect(resolveRoute('/client-photos/a%20b', coach)).toEqual(
      remote('mf-coach', 'client-photos', { clientId: 'a b' }),
    );
    expect(resolveRoute('/client-photos/x', client)).toEqual(
      remote('mf-client', 'client-photos', { clientId: 'x' }),
    );
    expect(resolveRoute('/client-photos/x', nutritionist)).toEqual(toDashboard);
  });
  it('needs the id', () => {
    expect(resolveRoute('/client-profile', coach)).toEqual(notFound);
    expect(resolveRoute('/client-profile/a/b', coach)).toEqual(notFound);
    expect(resolveRoute('/client-photos/%E0%A4%A', coach)).toEqual(notFound);
  });
});

describe('nutritionist area', () => {
  it.each(['/nutritionist', '/nutritionist-dashboard'])('%s', (path) => {
    expect(resolveRoute(path, nutritionist)).toEqual(remote('mf-nutritionist', 'dashboard'));
    expect(resolveRoute(path, client)).toEqual(toDashboard);
    expect(resolveRoute(path, coach)).toEqual(toDashboard);
  });
});

describe('/messages', () => {
  it('coach area for coaches, the own area otherwise', () => {
    expect(resolveRoute('/messages', coach)).toEqual(remote('mf-coach', 'messages'));
    expect(resolveRoute('/messages', client)).toEqual(remote('mf-client', 'messages'));
    expect(resolveRoute('/messages', otherRole)).toEqual(remote('mf-client', 'messages'));
    expect(resolveRoute('/messages', nutritionist)).toEqual(remote('mf-nutritionist', 'messages'));
  });
});

const clientPages: Array<[string, string]> = [
  ['/client', 'dashboard'],
  ['/client-dashboard', 'dashboard'],
  ['/onboarding', 'onboarding'],
  ['/checkin', 'checkin'],
  ['/nutrition', 'nutrition'],
  ['/nutrition-plans', 'nutrition-plans'],
  ['/subscribe', 'subscribe'],
];
describe('client area', () => {
  it.each(clientPages)(
    '%s → mf-client %s for clients; others go to their dashboard',
    (path, page) => {
      expect(resolveRoute(path, client)).toEqual(remote('mf-client', page));
      expect(resolveRoute(path, otherRole)).toEqual(remote('mf-client', page));
      expect(resolveRoute(path, coach)).toEqual(toDashboard);
      expect(resolveRoute(path, nutritionist)).toEqual(toDashboard);
    },
  );
});

describe('/profile-settings', () => {
  it("goes to the user's own remote", () => {
    expect(resolveRoute('/profile-settings', coach)).toEqual(
      remote('mf-coach', 'profile-settings'),
    );
    expect(resolveRoute('/profile-settings', client)).toEqual(
      remote('mf-client', 'profile-settings'),
    );
    expect(resolveRoute('/profile-settings', nutritionist)).toEqual(
      remote('mf-nutritionist', 'profile-settings'),
    );
  });
});

describe('unknown paths when signed in', () => {
  it.each(['/nope', '/clients/1', '/cms', '/Dashboard'])('%s → not-found', (path) => {
    expect(resolveRoute(path, coach)).toEqual(notFound);
    expect(resolveRoute(path, client)).toEqual(notFound);
  });
});

describe('helpers', () => {
  it('normalizes trailing slashes, queries and hashes', () => {
    expect(normalizePath('/leads/')).toBe('/leads');
    expect(normalizePath('/')).toBe('/');
    expect(normalizePath('')).toBe('/');
    expect(normalizePath('/auth?x=1#y')).toBe('/auth');
    expect(resolveRoute('/leads/', coach)).toEqual(remote('mf-coach', 'leads'));
  });
  it('maps roles to areas', () => {
    expect(areaOfRole('coach')).toBe('coach');
    expect(areaOfRole('nutritionist')).toBe('nutritionist');
    expect(areaOfRole('client')).toBe('client');
    expect(areaOfRole('anything')).toBe('client');
  });
  it('never redirects a user to a route that redirects again', () => {
    for (const user of [coach, client, nutritionist]) {
      expect(resolveRoute('/dashboard', user).kind).toBe('remote');
    }
  });
});
