import type { IncomingMessage } from 'node:http';
import { Socket } from 'node:net';
import { verifyForwarded } from '@wellness/kit';
import {
  createClientResolver,
  createForwardedSigner,
  parseTrustedProxies,
} from '../src/client-address';
import { isCrossSiteMutation, ORIGIN_CHECK_EXEMPT_PATHS } from '../src/origin-check';
import { cspDirectives, inlineHashes, originOf, PERMISSIONS_POLICY } from '../src/security-headers';
import { cspHash as sha256, testConfig } from './fixtures';

const config = testConfig;

describe('inline code hashes', () => {
  it('hashes inline scripts and styles, not external scripts or data blocks', () => {
    const html = [
      '<script defer src="/main.js"></script>',
      '<script>go()</script>',
      '<script type="module">m()</script>',
      '<script type="application/ld+json">{"@type":"Organization"}</script>',
      '<script type="application/json" id="state">{}</script>',
      '<style data-critical="">.a{b:c}</style>',
    ].join('');
    expect(inlineHashes(html)).toEqual({
      scripts: [sha256('go()'), sha256('m()')].sort(),
      styles: [sha256('.a{b:c}')],
    });
    expect(inlineHashes('<title>plain</title>')).toEqual({ scripts: [], styles: [] });
  });
});

describe('the Content-Security-Policy directives', () => {
  it('keep everything on this origin by default', () => {
    expect(cspDirectives(config())).toEqual({
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      scriptSrcAttr: ["'none'"],
      styleSrc: ["'self'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'"],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    });
  });

  it('add the origins of remotes, the widget and photos configured elsewhere, and a document’s hashes', () => {
    const directives = cspDirectives(
      config({
        APP_URL: 'https://wellness.example.com',
        REMOTE_MF_MARKETING_URL: 'https://cdn.example/mf-marketing/mf-manifest.json',
        REMOTE_MF_COACH_URL: '/mf/mf-coach/mf-manifest.json',
        SOCIAL_WIDGET_SCRIPT_URL: 'https://widget.example/embed.js',
        TESTIMONIAL_IMAGE_URLS: 'https://photos.example/1.jpg, /img/2.jpg',
      }),
      { scripts: ["'sha256-abc'"], styles: ["'sha256-def'"] },
    );
    expect(directives.scriptSrc).toEqual([
      "'self'",
      'https://cdn.example',
      'https://widget.example',
      "'sha256-abc'",
    ]);
    expect(directives.styleSrc).toEqual([
      "'self'",
      'https://cdn.example',
      'https://widget.example',
      "'sha256-def'",
    ]);
    expect(directives.imgSrc).toEqual([
      "'self'",
      'data:',
      'blob:',
      'https://cdn.example',
      'https://photos.example',
      'https://widget.example',
    ]);
    expect(directives.connectSrc).toEqual([
      "'self'",
      'https://cdn.example',
      'https://widget.example',
    ]);
    expect(directives.frameSrc).toEqual(["'self'", 'https://widget.example']);
    expect(directives).toHaveProperty('upgradeInsecureRequests', []);
  });

  it('reads only absolute http(s) URLs as other origins', () => {
    expect(originOf('https://cdn.example:8443/a/b.json')).toBe('https://cdn.example:8443');
    expect(originOf('/mf/mf-coach/mf-manifest.json')).toBeNull();
    expect(originOf('javascript:alert(1)')).toBeNull();
    expect(originOf('')).toBeNull();
  });

  it('allow the camera to this origin only', () => {
    expect(PERMISSIONS_POLICY).toMatch(/^camera=\(self\), microphone=\(\), geolocation=\(\)/);
  });
});

function fakeRequest(
  remoteAddress: string,
  headers: Record<string, string> = {},
  method = 'GET',
): IncomingMessage {
  const socket = new Socket();
  Object.defineProperty(socket, 'remoteAddress', { value: remoteAddress });
  return { socket, connection: socket, headers, method } as unknown as IncomingMessage;
}

describe('the client address', () => {
  it('is the socket address when no proxy is trusted, whatever X-Forwarded-For says', () => {
    const clientOf = createClientResolver(parseTrustedProxies(''));
    expect(
      clientOf(
        fakeRequest('203.0.113.5', { 'x-forwarded-for': '10.2.2.2', 'x-forwarded-proto': 'https' }),
      ),
    ).toEqual({ address: '203.0.113.5', proto: 'http' });
  });

  it('comes from X-Forwarded-For, right to left past the trusted hops, when the peer is trusted', () => {
    const clientOf = createClientResolver(parseTrustedProxies('10.0.0.0/8, 192.168.1.1'));
    const headers = {
      'x-forwarded-for': '6.6.6.6, 198.51.100.7, 10.1.2.3',
      'x-forwarded-proto': 'https',
    };
    expect(clientOf(fakeRequest('192.168.1.1', headers))).toEqual({
      address: '198.51.100.7',
      proto: 'https',
    });
    // An untrusted peer's header is its own claim.
    expect(clientOf(fakeRequest('198.51.100.9', headers))).toEqual({
      address: '198.51.100.9',
      proto: 'http',
    });
    // Garbage from a trusted hop falls back to the peer.
    expect(clientOf(fakeRequest('10.0.0.1', { 'x-forwarded-for': 'not-an-ip' })).address).toBe(
      '10.0.0.1',
    );
  });

  it('refuses a TRUSTED_PROXIES entry that is not an address, a CIDR or a known name', () => {
    expect(parseTrustedProxies('loopback uniquelocal,::1')).toEqual([
      'loopback',
      'uniquelocal',
      '::1',
    ]);
    expect(() => parseTrustedProxies('10.0.0.0/8, proxy.example')).toThrow(/TRUSTED_PROXIES/);
    expect(() => config({ TRUSTED_PROXIES: 'proxy.example' })).toThrow(/TRUSTED_PROXIES/);
  });
});

describe('the forwarded-client signature', () => {
  afterEach(() => jest.useRealTimers());

  it('is one the services verify, made once per client and second', () => {
    jest.useFakeTimers({ now: new Date('2026-11-23T10:00:00.250Z') });
    const secret = 'x'.repeat(32);
    const sign = createForwardedSigner(secret);
    const client = { for: '203.0.113.5', proto: 'https', host: 'wellness.example.com' } as const;
    const signature = sign(client);
    expect(
      verifyForwarded(
        {
          'x-forwarded-for': client.for,
          'x-forwarded-proto': client.proto,
          'x-forwarded-host': client.host,
          'x-forwarded-signature': signature,
        },
        secret,
      ),
    ).toBe(true);
    expect(sign({ ...client })).toBe(signature);
    expect(sign({ ...client, for: '203.0.113.6' })).not.toBe(signature);
    jest.setSystemTime(new Date('2026-11-23T10:00:01.250Z'));
    expect(sign({ ...client })).not.toBe(signature);
  });
});

describe('the CSRF origin check', () => {
  const APP = 'https://wellness.example.com';
  const check = (headers: Record<string, string>, method = 'POST', path = '/api/leads') =>
    isCrossSiteMutation(fakeRequest('203.0.113.5', headers, method), path, APP);

  it.each([
    ['no Origin and no Sec-Fetch-Site', {}, true],
    ['the app’s Origin', { origin: APP }, false],
    ['Sec-Fetch-Site: same-origin', { 'sec-fetch-site': 'same-origin' }, false],
    ['a foreign Origin', { origin: 'https://evil.example' }, true],
    [
      'a foreign Origin that X-Forwarded-Host and Host agree with',
      { origin: 'https://evil.example', 'x-forwarded-host': 'evil.example', host: 'evil.example' },
      true,
    ],
    ['the app’s host on another scheme', { origin: 'http://wellness.example.com' }, true],
    ['an opaque Origin', { origin: 'null' }, true],
    ['Sec-Fetch-Site: same-site', { 'sec-fetch-site': 'same-site' }, true],
    [
      'Sec-Fetch-Site: cross-site with the app’s Origin',
      { origin: APP, 'sec-fetch-site': 'cross-site' },
      true,
    ],
  ])('%s → refused: %s', (_what, headers, refused) => {
    expect(check(headers)).toBe(refused);
  });

  it('lets safe methods and the documented exceptions through', () => {
    expect(check({}, 'GET')).toBe(false);
    expect(check({}, 'HEAD')).toBe(false);
    for (const path of ORIGIN_CHECK_EXEMPT_PATHS.keys())
      expect(check({}, 'POST', path)).toBe(false);
    expect(check({}, 'DELETE', '/api/payments/stripe/webhook/other')).toBe(true);
  });
});
