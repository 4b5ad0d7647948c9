import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { signInByApi } from '../global/accounts';
import { DEMO } from '../global/env';

/** SPEC §2 "Page metadata": five pages, each with the full set; auth and dashboard not indexed. */
const PAGES = [
  { name: 'home', path: '/', title: /Women's Wellness Coaching/, robots: 'index, follow' },
  { name: 'auth', path: '/auth', title: /^Sign In \| /, robots: 'noindex, nofollow' },
  {
    name: 'dashboard',
    path: '/dashboard',
    // The client's: each signed-in page is named by what it shows.
    title: /^My dashboard \| /,
    robots: 'noindex, nofollow',
    signedIn: true,
  },
  {
    name: 'discovery',
    path: '/discovery',
    title: /Discovery Call/,
    robots: 'index, follow',
  },
  {
    name: 'busyMumBlueprint',
    path: '/busy-mum-blueprint',
    title: /Busy Mum's Wellness Blueprint/,
    robots: 'index, follow',
  },
] as const;

interface Head {
  title: string;
  descriptions: string[];
  robots: string[];
  ogTitle: string[];
  ogDescription: string[];
  ogUrl: string[];
  twitterCard: string[];
  canonical: string[];
  jsonLd: string[];
}

function readHead(page: Page): Promise<Head> {
  return page.evaluate(() => {
    const contents = (selector: string) =>
      [...document.head.querySelectorAll(selector)].map((el) => el.getAttribute('content') ?? '');
    return {
      title: document.title,
      descriptions: contents('meta[name="description"]'),
      robots: contents('meta[name="robots"]'),
      ogTitle: contents('meta[property="og:title"]'),
      ogDescription: contents('meta[property="og:description"]'),
      ogUrl: contents('meta[property="og:url"]'),
      twitterCard: contents('meta[name="twitter:card"]'),
      canonical: [...document.head.querySelectorAll('link[rel="canonical"]')].map(
        (el) => el.getAttribute('href') ?? '',
      ),
      jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map(
        (el) => el.textContent ?? '',
      ),
    };
  });
}

test.describe('page metadata', () => {
  for (const spec of PAGES) {
    test(`${spec.name} (${spec.path}) sets title, description, social tags, canonical, robots and JSON-LD`, async ({
      page,
      baseURL,
    }) => {
      if ('signedIn' in spec) await signInByApi(page, DEMO.client);
      await page.goto(spec.path);
      await expect(page).toHaveTitle(spec.title);
      // Wait for the app to own the head (after the session check and, for remotes, their load).
      await page.waitForLoadState('networkidle');
      await expect(page).toHaveTitle(spec.title);
      const head = await readHead(page);

      expect(head.descriptions).toHaveLength(1);
      expect(head.descriptions[0].length).toBeGreaterThan(10);
      expect(head.robots).toEqual([spec.robots]);
      expect(head.ogTitle).toEqual([head.title]);
      expect(head.ogDescription).toEqual(head.descriptions);
      expect(head.twitterCard).toHaveLength(1);
      expect(head.twitterCard[0]).toMatch(/^summary/);
      const canonical = new URL(spec.path, baseURL).href;
      expect(head.canonical).toEqual([canonical]);
      expect(head.ogUrl).toEqual([canonical]);

      expect(head.jsonLd.length).toBeGreaterThan(0);
      for (const text of head.jsonLd) {
        const data = JSON.parse(text) as Record<string, unknown>;
        expect(data['@context']).toMatch(/^https?:\/\/schema\.org\/?$/);
        expect(typeof data['@type']).toBe('string');
      }
    });
  }

  test("each of the coach's pages has its own title, her client's profile the client's name", async ({
    page,
  }) => {
    await signInByApi(page, DEMO.coach);
    const titles: string[] = [];
    for (const [path, title] of [
      ['/clients', 'Clients'],
      ['/leads', 'Leads'],
      ['/checkins', 'Check-ins'],
    ] as const) {
      await page.goto(path);
      await expect(page).toHaveTitle(new RegExp(`^${title} \\| `));
      titles.push(await page.title());
      expect((await readHead(page)).robots).toEqual(['noindex, nofollow']);
    }
    expect(new Set(titles).size).toBe(3);

    // Searched for: other tests add clients, so she is not always on the first page.
    await page.goto('/clients?search=emma%20wilson');
    await page.getByRole('link', { name: 'Emma Wilson' }).first().click();
    await expect(page).toHaveURL(/\/client-profile\//);
    await expect(page).toHaveTitle(/^Emma Wilson \| /);
  });

  test('moving from an indexed page to sign-in leaves exactly one robots directive', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Transform Your Life' })).toBeVisible();
    await page.getByRole('link', { name: 'Login' }).first().click();
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page).toHaveTitle(/^Sign In \| /);
    const head = await readHead(page);
    expect(head.robots).toEqual(['noindex, nofollow']);
    expect(head.canonical).toHaveLength(1);
    expect(head.canonical[0]).toMatch(/\/auth$/);
  });
});
