import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import { chromium } from 'playwright-core';
import { ROOT } from './processes';

const execFileAsync = promisify(execFile);
const LIGHTHOUSE_CLI = join(ROOT, 'node_modules/lighthouse/cli/index.js');
export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

interface LighthouseAudit {
  id: string;
  score: number | null;
  numericValue?: number;
  displayValue?: string;
  details?: { items?: { items?: { node?: { selector?: string; nodeLabel?: string } }[] }[] };
}
interface LighthouseResult {
  finalDisplayedUrl: string;
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<string, LighthouseAudit>;
}

export interface Sample {
  scores: Record<string, number>;
  lcp: number;
  cls: number;
  fcp: number;
  tbt: number;
  si: number;
  failing: string[];
  /** Where the run ended (a sign-in page instead of the page asked for shows a lost session). */
  finalUrl: string;
  /** The largest contentful element: its CSS selector and text or alt. */
  lcpElement: string;
}

export const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};

/** Debian's Chromium, headless, for Lighthouse to drive. */
export function launchChrome(chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium') {
  // Missing, chrome-launcher's spawn error would end the process before a bench's clean-up.
  if (!existsSync(chromePath))
    throw new Error(`${chromePath} is missing (apt-get install chromium, or set CHROME_PATH)`);
  return chromeLauncher.launch({
    chromePath,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

function lcpElementOf(lhr: LighthouseResult): string {
  const node =
    lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node;
  return node ? `${node.selector ?? '?'} "${node.nodeLabel ?? ''}"` : 'none';
}

/**
 * Puts a signed-in user's cookies (`name=value; …` from a sign-in answer) into the browser on
 * `port` and empties its HTTP cache, so the next `measure(…, { signedIn: true })` loads the page
 * cold but signed in. Cookies must be in the browser, not only in request headers: the shell reads
 * the readable sign-in cookie in the page before it asks who is there.
 */
export async function signInBrowser(port: number, baseUrl: string, cookieHeader: string) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0];
    await context.addCookies(
      cookieHeader.split('; ').map((pair) => {
        const at = pair.indexOf('=');
        return { name: pair.slice(0, at), value: pair.slice(at + 1), url: baseUrl };
      }),
    );
    const page = context.pages()[0] ?? (await context.newPage());
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await cdp.detach();
  } finally {
    // Disconnects only: the browser belongs to chrome-launcher.
    await browser.close();
  }
}

/** Keeps a run's whole report (to read its trace, requests and critical chain) as `<dir>/<time>.json`. */
async function saveReport(dir: string, url: string, report: string) {
  await mkdir(dir, { recursive: true });
  const file = join(dir, `${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  await writeFile(file, report);
  console.log(`lighthouse report of ${url}: ${file}`);
}

/**
 * One Lighthouse run (mobile, simulated throttling: its defaults) through its CLI in a plain Node
 * process: under tsx, Lighthouse's functions that run inside the page would carry esbuild's
 * `__name` helper and fail there. `signedIn` keeps the browser's storage (its cookies, from
 * `signInBrowser`, which must run before each such measure to empty the cache). With
 * `BENCH_LHR_DIR` set, each run's whole report is kept there.
 */
export async function measure(
  url: string,
  port: number,
  options: { signedIn?: boolean; categories?: readonly string[] } = {},
): Promise<Sample> {
  const categories = options.categories ?? CATEGORIES;
  const { stdout } = await execFileAsync(
    process.execPath,
    [
      LIGHTHOUSE_CLI,
      url,
      `--port=${port}`,
      '--output=json',
      '--quiet',
      `--only-categories=${categories.join(',')}`,
      ...(options.signedIn ? ['--disable-storage-reset'] : []),
    ],
    { maxBuffer: 256 * 1024 * 1024 },
  );
  const lhr = JSON.parse(stdout) as LighthouseResult;
  if (process.env.BENCH_LHR_DIR) await saveReport(process.env.BENCH_LHR_DIR, url, stdout);
  const num = (id: string) => Number(lhr.audits[id]?.numericValue ?? NaN);
  const failing = Object.values(lhr.categories)
    .flatMap((c) => c.auditRefs)
    .filter((ref) => ref.weight > 0)
    .map((ref) => lhr.audits[ref.id])
    .filter((a) => a && a.score !== null && a.score < 0.9)
    .map((a) => `${a.id} (${a.displayValue ?? a.score})`);
  return {
    scores: Object.fromEntries(
      categories.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)]),
    ),
    lcp: num('largest-contentful-paint'),
    cls: num('cumulative-layout-shift'),
    fcp: num('first-contentful-paint'),
    tbt: num('total-blocking-time'),
    si: num('speed-index'),
    failing,
    finalUrl: lhr.finalDisplayedUrl,
    lcpElement: lcpElementOf(lhr),
  };
}
