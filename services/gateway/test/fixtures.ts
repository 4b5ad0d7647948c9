import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_BRAND } from '@wellness/contracts';
import type { BrandConfig } from '@wellness/contracts';
import { TEST_IDENTITY_SECRET } from '@wellness/kit/src/testing';
import { configSchema } from '../src/config';

/** The gateway's configuration in a test: upstreams where nobody answers, unless `extra` says so. */
export const testConfig = (extra: Record<string, string> = {}) =>
  configSchema.parse({
    AUTH_URL: 'http://127.0.0.1:1',
    CRM_URL: 'http://127.0.0.1:1',
    CHECKIN_URL: 'http://127.0.0.1:1',
    NOTIFICATION_URL: 'http://127.0.0.1:1',
    IDENTITY_SECRET: TEST_IDENTITY_SECRET,
    ...extra,
  });

/** A built shell's index.html loading one deferred script. */
export const shellDocument = (script: string) =>
  `<!doctype html><html><head><title>Shell</title><script defer="defer" src="${script}"></script></head><body><noscript>needs JS</noscript><div id="root"></div></body></html>`;

export interface PrerenderedFixture {
  brand?: BrandConfig;
  css: string;
  pages: Array<{ path: string; page: string; seo: string; html: string }>;
}

/** A STATIC_ROOT folder: the shell's index.html and, when given, mf-marketing's prerendered pages. */
export function staticRoot(shell: string, prerendered?: PrerenderedFixture): string {
  const root = mkdtempSync(join(tmpdir(), 'gateway-static-'));
  mkdirSync(join(root, 'shell', 'dist'), { recursive: true });
  writeFileSync(join(root, 'shell', 'dist', 'index.html'), shell);
  if (!prerendered) return root;
  mkdirSync(join(root, 'mf-marketing', 'dist', 'prerender'), { recursive: true });
  writeFileSync(
    join(root, 'mf-marketing', 'dist', 'prerender', 'pages.json'),
    JSON.stringify({ version: 1, hostId: 'mk-ssr', brand: DEFAULT_BRAND, ...prerendered }),
  );
  return root;
}

/** A CSP source allowing exactly this inline code. */
export const cspHash = (text: string) =>
  `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
