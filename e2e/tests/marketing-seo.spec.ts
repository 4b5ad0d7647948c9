import { expect, test } from '@playwright/test';
import { BRAND } from './marketing-support';

const PAGES = [
  {
    path: '/',
    h1: 'Transform Your Life',
    title: `${BRAND.businessName} | Women's Wellness Coaching`,
    type: 'HealthAndBeautyBusiness',
  },
  {
    path: '/discovery',
    h1: 'Book Your Free Discovery Call',
    title: 'Book Your Free Discovery Call',
    type: 'Service',
  },
  {
    path: '/busy-mum-blueprint',
    h1: "The Busy Mum's Wellness Blueprint",
    title: "The Busy Mum's Wellness Blueprint (Free Guide)",
    type: 'CreativeWork',
  },
];

test.describe('prerendered public pages', () => {
  for (const { path, h1, title, type } of PAGES) {
    test(`${path}: content and metadata are in the HTML before any JavaScript`, async ({
      request,
      baseURL,
    }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      const html = await response.text();
      const origin = new URL(baseURL!).origin;
      expect(html).toContain(`<h1 id=`);
      expect(html).toContain(h1.replace(/'/g, '&#x27;'));
      expect(html).toMatch(
        new RegExp(`<title>${title.replace(/[|()]/g, '\\$&').replace(/'/g, "(?:'|&#x27;)")}`),
      );
      expect(html).toMatch(/<meta name="description" content="[^"]{50,}"/);
      expect(html).toContain('<meta name="robots" content="index, follow"');
      expect(html).toContain(`<link rel="canonical" href="${origin}${path}"`);
      for (const tag of ['og:title', 'og:description', 'og:type', 'og:url'])
        expect(html).toContain(`<meta property="${tag}"`);
      const jsonLd = /<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/.exec(
        html,
      )?.[1];
      const data = JSON.parse(jsonLd!) as Record<string, unknown>;
      expect(data['@type']).toBe(type);
      expect(JSON.stringify(data)).toContain(BRAND.businessName);
      if (path !== '/discovery') expect(JSON.stringify(data)).toContain(BRAND.coachName);
      expect(html).not.toContain('This site needs JavaScript');
    });
  }

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });
    test('the pages still show their content and links', async ({ page }) => {
      for (const { path, h1 } of PAGES) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: h1 })).toBeVisible();
      }
      await page.getByRole('banner').getByRole('link', { name: 'Book Call' }).click();
      await expect(page).toHaveURL(/\/discovery$/);
    });
  });

  test('the blueprint page explains the guide and links to the call and the download', async ({
    page,
  }) => {
    await page.goto('/busy-mum-blueprint');
    const hero = page.getByRole('region', { name: "The Busy Mum's Wellness Blueprint" });
    await expect(hero).toContainText('about 20 minutes a day');
    await expect(hero).toContainText('15-minute workout');
    const download = hero.getByRole('link', { name: /Download Free Guide/ });
    await expect(download).toHaveAttribute('href', BRAND.guideUrl);
    await expect(download).toHaveAttribute('target', '_blank');
    await expect(download).toHaveAttribute('rel', 'noopener noreferrer');
    await hero.getByRole('link', { name: 'Book Discovery Call' }).click();
    await expect(page).toHaveURL(/\/discovery$/);
  });

  test('a signed-in visitor of / is not served the marketing page', async ({ request }) => {
    const html = await (
      await request.get('/', { headers: { cookie: 'wellness_signed_in=1' } })
    ).text();
    expect(html).not.toContain('id="mk-ssr"');
  });

  test('robots.txt and sitemap.xml', async ({ request, baseURL }) => {
    const origin = new URL(baseURL!).origin;
    const robots = await request.get('/robots.txt');
    expect(robots.headers()['content-type']).toContain('text/plain');
    const text = await robots.text();
    expect(text).toContain('User-agent: *');
    expect(text).toContain('Disallow: /api/');
    expect(text).toContain(`Sitemap: ${origin}/sitemap.xml`);
    const sitemap = await request.get('/sitemap.xml');
    expect(sitemap.headers()['content-type']).toContain('xml');
    const xml = await sitemap.text();
    for (const path of ['/', '/discovery', '/busy-mum-blueprint'])
      expect(xml).toContain(`<loc>${origin}${path}</loc>`);
    expect(xml).not.toContain('/auth');
    expect(xml).not.toContain('/dashboard');
  });
});
