import { createServer } from 'node:http';
import type { IncomingHttpHeaders, Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Request } from 'express';
import {
  DEFAULT_BRAND,
  FIRST_SCREEN_CSS,
  FIRST_SCREEN_SLOTS,
  IDENTITY_HEADER,
  SESSION_COOKIE,
} from '@wellness/contracts';
import type { FirstScreensManifest, InternalSessionResponse } from '@wellness/contracts';
import { GALLERY_FIRST_SCREEN_DAYS } from '@wellness/ui/first-screen';
import { composeFirstScreen, createFirstScreens } from '../src/first-screens';
import { SCRIPTS_WAIT_LIMIT_MS } from '../src/prerendered';
import { createUpstreams } from '../src/upstreams';
import { shellDocument, staticRoot, testConfig } from './fixtures';

const EMMA = '00000000-0000-4000-8000-000000000200';
const FRAME = `<header>${FIRST_SCREEN_SLOTS.brand}</header><p>${FIRST_SCREEN_SLOTS.subtitle}</p><main>${FIRST_SCREEN_SLOTS.content}</main>`;

const photo = (id: string, takenOn: string, pose: string) => ({
  id,
  clientId: EMMA,
  checkinId: null,
  pose,
  takenOn,
  width: 600,
  height: 900,
  createdAt: '2026-11-23T08:00:00.000Z',
  variants: { thumb: `/api/photos/${id}/thumb`, display: `/d/${id}`, full: `/f/${id}` },
});
const measurements = { chest: null, waist: 84, hips: null, thigh: null, arm: null };

/** A stand-in checkin service: her photos and progress, as whoever the identity header says. */
function checkinService(answers: { photos?: unknown; status?: number; delayMs?: number }) {
  const seen: { url: string; headers: IncomingHttpHeaders }[] = [];
  const server = createServer((req, res) => {
    seen.push({ url: req.url ?? '', headers: req.headers });
    const body = req.url?.startsWith('/api/photos?')
      ? (answers.photos ?? { items: [photo('p1', '2026-11-23', 'front')] })
      : {
          clientId: EMMA,
          weeks: [{ dueDate: '2026-11-23', weightKg: 72.4, measurementsCm: measurements }],
        };
    setTimeout(
      () =>
        res
          .writeHead(answers.status ?? 200, { 'content-type': 'application/json' })
          .end(JSON.stringify(body)),
      answers.delayMs ?? 0,
    );
  });
  return new Promise<{ server: Server; url: string; seen: typeof seen }>((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ server, seen, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` }),
    ),
  );
}

function root(manifest?: FirstScreensManifest): string {
  const dir = staticRoot(shellDocument('/main.abc.js'));
  if (manifest) {
    mkdirSync(join(dir, 'mf-client', 'dist', 'prerender'), { recursive: true });
    writeFileSync(
      join(dir, 'mf-client', 'dist', 'prerender', 'first-screens.json'),
      JSON.stringify(manifest),
    );
  }
  return dir;
}
const MANIFEST: FirstScreensManifest = {
  version: 1,
  css: '.ui-dash{color:green}',
  pages: [{ page: 'client-photos', title: 'My progress photos', html: FRAME }],
};

const session = (role: string, firstName = 'Emma'): InternalSessionResponse =>
  ({
    identity: `signed.${role}`,
    user: { id: 'u1', email: 'e@x.test', firstName, lastName: 'B', role, firstSignIn: false },
  }) as unknown as InternalSessionResponse;

const docRequest = (url: string, cookie: string | undefined = `${SESSION_COOKIE}=tok`) =>
  ({
    url,
    path: url.split('?')[0],
    headers: cookie ? { cookie } : {},
  }) as unknown as Request;

async function screens(options: {
  checkin: string;
  manifest?: FirstScreensManifest;
  who?: InternalSessionResponse | null;
  extra?: Record<string, string>;
  brand?: typeof DEFAULT_BRAND;
  /** Each session token it asked about. */
  resolved?: string[];
}) {
  const config = testConfig({
    STATIC_ROOT: root(options.manifest ?? MANIFEST),
    CHECKIN_URL: options.checkin,
    APP_URL: 'https://coach.example',
    ...options.extra,
  });
  const shell = shellDocument('/main.abc.js');
  return createFirstScreens({
    config,
    brand: options.brand ?? DEFAULT_BRAND,
    sessions: {
      resolve: async (token) => {
        options.resolved?.push(token);
        return token === 'tok' ? (options.who ?? session('client')) : null;
      },
    },
    upstreams: createUpstreams(config),
    shellIndex: () => shell,
    warn: () => undefined,
  });
}

describe('first screens of signed-in pages', () => {
  const services: Server[] = [];
  afterAll(() => services.forEach((server) => server.close()));
  const checkin = async (answers: Parameters<typeof checkinService>[0] = {}) => {
    const service = await checkinService(answers);
    services.push(service.server);
    return service;
  };

  it('serves her gallery in the document, asked for with her identity, the shell waiting behind it', async () => {
    const service = await checkin();
    const brand = { ...DEFAULT_BRAND, businessName: 'Fit & <Fab>' };
    const first = await screens({ checkin: service.url, brand });
    const html = (await first.documentFor(docRequest(`/client-photos/${EMMA}`), 'req-1'))!;

    expect(html).toContain(
      `<div id="first-screen" data-path="/client-photos/${EMMA}" aria-busy="true"><header>Fit &amp; &lt;Fab&gt;</header><p>Welcome back, Emma</p><main><ol class="ui-photo-days"`,
    );
    expect(html).toContain('src="/api/photos/p1/thumb"');
    expect(html).toContain('72.4 kg · waist 84 cm');
    // A tap before the page takes over is recorded for the page to repeat.
    expect(html).toMatch(
      /<\/main><\/div><script>\(function\(h\)\{h\.addEventListener\('click'.*data-pending-tap.*<\/script><div id="root">/,
    );
    expect(html).toContain('<title>My progress photos | Fit &amp; &lt;Fab&gt;</title>');
    expect(html).toContain('<meta name="robots" content="noindex');
    expect(html).toContain(
      '<style data-critical="">.ui-dash{color:green}:root{--color-brand:#2f6b5a;',
    );
    expect(html).toContain(`${FIRST_SCREEN_CSS}</style>`);
    // The shell's scripts wait for the first screen's thumbnails (or, at most, a few seconds).
    expect(html).not.toContain('<script defer="defer" src="/main.abc.js">');
    expect(html).toMatch(
      new RegExp(
        `setTimeout\\(go,${SCRIPTS_WAIT_LIMIT_MS}\\);addEventListener\\('load'.*largest-contentful-paint.*\\["/main\\.abc\\.js"\\]`,
      ),
    );
    expect(service.seen.map((s) => s.url).sort()).toEqual([
      '/api/checkins/progress',
      `/api/photos?days=${GALLERY_FIRST_SCREEN_DAYS}`,
    ]);
    expect(service.seen.every((s) => s.headers[IDENTITY_HEADER] === 'signed.client')).toBe(true);
    expect(service.seen.every((s) => s.headers['x-request-id'] === 'req-1')).toBe(true);
  });

  it('shows her figures in the units her device keeps', async () => {
    const service = await checkin();
    const first = await screens({ checkin: service.url });
    const html = await first.documentFor(
      docRequest(`/client-photos/${EMMA}`, `${SESSION_COOKIE}=tok; wellness_units=st-in`),
      'r',
    );
    expect(html).toContain('11 st 5.6 lb · waist 33.1 in');
  });

  it('serves none where the page would show something else, or cannot be trusted to match', async () => {
    const service = await checkin();
    const none = async (
      url: string,
      options: Partial<Parameters<typeof screens>[0]> = {},
      cookie?: string,
    ) =>
      (await screens({ checkin: service.url, ...options })).documentFor(
        docRequest(url, cookie),
        'r',
      );
    const own = `/client-photos/${EMMA}`;
    // Another client's address: the page says they are not hers.
    expect(await none('/client-photos/00000000-0000-4000-8000-000000000999')).toBeNull();
    // A coach's view of the same address is another remote's page, without a first screen.
    expect(await none(own, { who: session('coach') })).toBeNull();
    // A page without one, a query that opens the page elsewhere, signed out, an unknown session.
    expect(await none('/checkin')).toBeNull();
    expect(await none(`${own}?week=2026-11-16`)).toBeNull();
    expect(await none(own, {}, '')).toBeNull();
    expect(await none(own, {}, `${SESSION_COOKIE}=revoked`)).toBeNull();
    // The remote served from elsewhere, or not prerendered.
    expect(
      await none(own, { extra: { REMOTE_MF_CLIENT_URL: 'https://cdn.example/m.json' } }),
    ).toBeNull();
    expect(await none(own, { manifest: { ...MANIFEST, pages: [] } })).toBeNull();
  });

  it('asks for no session on a page that never has a first screen', async () => {
    const service = await checkin();
    const resolved: string[] = [];
    const first = await screens({ checkin: service.url, resolved });
    expect(await first.documentFor(docRequest('/checkin'), 'r')).toBeNull();
    expect(await first.documentFor(docRequest('/no-such-page'), 'r')).toBeNull();
    expect(resolved).toEqual([]);
    expect(await first.documentFor(docRequest(`/client-photos/${EMMA}`), 'r')).not.toBeNull();
    expect(resolved).toEqual(['tok']);
  });

  it('serves none when she has no photos yet, or her data does not come', async () => {
    const empty = await checkin({ photos: { items: [] } });
    const failing = await checkin({ status: 500 });
    const own = docRequest(`/client-photos/${EMMA}`);
    expect(await (await screens({ checkin: empty.url })).documentFor(own, 'r')).toBeNull();
    expect(await (await screens({ checkin: failing.url })).documentFor(own, 'r')).toBeNull();
  });

  it('gives up on data slower than a plain shell would be', async () => {
    const slow = await checkin({ delayMs: 1500 });
    const started = performance.now();
    await expect(
      (await screens({ checkin: slow.url })).documentFor(docRequest(`/client-photos/${EMMA}`), 'r'),
    ).rejects.toThrow('upstream timed out');
    expect(performance.now() - started).toBeLessThan(1400);
  });

  it('keeps a stylesheet from closing its style element early', () => {
    const html = composeFirstScreen(shellDocument('/m.js'), {
      title: 'T',
      head: '',
      css: 'a{}</style><script>alert(1)</script>',
      html: '',
      path: '/p',
    });
    expect(html).not.toContain('</style><script>alert(1)');
  });
});
