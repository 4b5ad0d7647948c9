import { createConnection } from 'node:net';
import type { Page } from '@playwright/test';
import { DEFAULT_BRAND } from '@wellness/contracts';

/** The brand the system under test runs with (`npm test` and `npm start` use the demo defaults). */
export const BRAND = DEFAULT_BRAND;

/** Lets the free-guide landing page (an external site) open in tests without the internet. */
export async function stubGuidePage(page: Page): Promise<void> {
  await page
    .context()
    .route(`${BRAND.guideUrl}**`, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Guide</title><h1>Guide</h1>' }),
    );
}

/**
 * The documents' Content-Security-Policy as the gateway sends it when a social widget is configured
 * at `origin` (SOCIAL_WIDGET_SCRIPT_URL): the system under test runs without one, so a test that
 * configures one (through /remote-config.json) also lets its origin in, as the gateway would
 * (services/gateway/src/security-headers.ts; checked in the gateway's security integration test).
 */
export async function allowSocialWidget(page: Page, origin: string): Promise<void> {
  const directives = ['script-src', 'style-src', 'img-src', 'connect-src'];
  await page.route('**/*', async (route) => {
    if (route.request().resourceType() !== 'document') return route.fallback();
    const response = await route.fetch();
    const headers = response.headers();
    const policy = headers['content-security-policy'] ?? '';
    headers['content-security-policy'] = `${policy
      .split(';')
      .map((d) => (directives.includes(d.trim().split(' ')[0]) ? `${d} ${origin}` : d))
      .join(';')};frame-src 'self' ${origin}`;
    await route.fulfill({ response, headers });
  });
}

/** Minimal RESP client: the e2e workspace has no Redis library, and one command is all we need. */
function redisCommand(url: string, args: string[]): Promise<string> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = createConnection({ host: hostname, port: Number(port || 6379) });
    let data = '';
    socket.setTimeout(3000, () => socket.destroy(new Error('redis timeout')));
    socket.on('error', reject);
    socket.on('data', (chunk) => {
      data += chunk.toString();
      if (data.endsWith('\r\n') && isComplete(data)) {
        socket.end();
        resolve(data);
      }
    });
    socket.write(
      `*${args.length}\r\n${args.map((a) => `$${Buffer.byteLength(a)}\r\n${a}\r\n`).join('')}`,
    );
  });
}
function isComplete(reply: string): boolean {
  if (!reply.startsWith('*')) return true;
  const count = Number(reply.slice(1, reply.indexOf('\r\n')));
  return count <= 0 || reply.split('\r\n').length - 1 >= 1 + count * 2;
}

/**
 * Forgets the discovery rate-limit counters of the test run's queue prefix, so repeated runs within
 * the limit's window can still submit. A no-op when REDIS_URL is not given.
 */
export async function resetDiscoveryRateLimit(): Promise<void> {
  const url = process.env.REDIS_URL;
  if (!url) return;
  const prefix = process.env.QUEUE_PREFIX ?? 'wellness';
  const reply = await redisCommand(url, ['KEYS', `${prefix}:ratelimit:discovery:*`]);
  const keys = reply
    .split('\r\n')
    .filter((line, i, all) => i > 0 && all[i - 1].startsWith('$') && line);
  if (keys.length) await redisCommand(url, ['DEL', ...keys]);
}
