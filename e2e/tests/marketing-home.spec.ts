import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { BRAND, allowSocialWidget, stubGuidePage } from './marketing-support';

const PUBLIC_PAGES = ['/', '/discovery', '/busy-mum-blueprint'];

test.describe('home page', () => {
  test('shows every section in order, with the exact headings and figures', async ({ page }) => {
    await page.goto('/');
    const headings = await page.locator('main h1, main h2').allTextContents();
    expect(headings).toEqual([
      'Transform Your Life',
      'Real Women, Real Results',
      `Meet Coach ${BRAND.coachName}`,
      "What's Included",
      "The Busy Mum's Wellness Blueprint",
      'Join Our Community',
      'Start Your Transformation Today',
    ]);
    const claims = page.getByRole('region', { name: 'Results in numbers' });
    for (const [value, label] of [
      ['500+', 'Women transformed'],
      ['98%', 'Success rate'],
      ['5-star', 'Client rating'],
      ['12+', 'Years of coaching experience'],
    ])
      await expect(claims.getByRole('listitem').filter({ hasText: label })).toContainText(value);

    const results = page.getByRole('region', { name: 'Real Women, Real Results' });
    await expect(results.getByRole('listitem')).toHaveCount(3);
    for (const [kg, inches] of [
      [14, 17],
      [15, 16],
      [7, 9],
    ])
      await expect(results).toContainText(`${kg} kg and ${inches} inches lost`);

    await expect(
      page.getByRole('complementary', { name: /As featured in a national/ }),
    ).toContainText('Featured expert');
    const included = page.getByRole('region', { name: "What's Included" });
    for (const item of [
      'Progressive training programs',
      'Personal coaching support',
      'Custom nutrition plans',
      "Exclusive women's community",
    ])
      await expect(included.getByRole('heading', { name: item })).toBeVisible();
    await expect(included).toContainText('training app');
    await expect(included).toContainText('Weekly check-ins');
    await expect(included).toContainText('WhatsApp');

    await expect(page.getByText('Community meet-up, November 2024')).toBeVisible();
    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText(`© 2025 ${BRAND.businessName}`);
    const social = footer.getByRole('link', { name: /on social media/ });
    await expect(social).toHaveAttribute('href', BRAND.socialUrl);
    await expect(social).toHaveAttribute('target', '_blank');
  });

  test('header, hero, promo and final call-to-action links lead where they should', async ({
    page,
  }) => {
    await page.goto('/');
    const header = page.getByRole('banner');
    await header.getByRole('link', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByRole('heading', { name: 'Access Your Account' })).toBeVisible();

    await page.goto('/');
    await header.getByRole('link', { name: 'Book Call' }).click();
    await expect(page).toHaveURL(/\/discovery$/);
    await expect(
      page.getByRole('heading', { name: 'Book Your Free Discovery Call' }),
    ).toBeVisible();

    await page.goto('/');
    const hero = page.getByRole('region', { name: 'Transform Your Life' });
    await hero.getByRole('link', { name: 'Book Your Free Discovery Call' }).click();
    await expect(page).toHaveURL(/\/discovery$/);

    await page.goto('/');
    await hero.getByRole('link', { name: /free Busy Mum's Blueprint/ }).click();
    await expect(page).toHaveURL(/\/busy-mum-blueprint$/);
    await expect(
      page.getByRole('heading', { level: 1, name: "The Busy Mum's Wellness Blueprint" }),
    ).toBeVisible();

    await page.goto('/');
    const promo = page.getByRole('region', { name: "The Busy Mum's Wellness Blueprint" });
    await promo.getByRole('link', { name: 'Book Discovery Call' }).click();
    await expect(page).toHaveURL(/\/discovery$/);

    await page.goto('/');
    await page
      .getByRole('region', { name: 'Start Your Transformation Today' })
      .getByRole('link', { name: 'Book Your Free Discovery Call' })
      .click();
    await expect(page).toHaveURL(/\/discovery$/);
  });

  test('Download Free Guide opens the external guide page in a new tab', async ({ page }) => {
    await stubGuidePage(page);
    await page.goto('/');
    const link = page
      .getByRole('region', { name: "The Busy Mum's Wellness Blueprint" })
      .getByRole('link', { name: /Download Free Guide/ });
    await expect(link).toHaveAttribute('href', BRAND.guideUrl);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    const [popup] = await Promise.all([page.waitForEvent('popup'), link.click()]);
    await expect(popup).toHaveURL(BRAND.guideUrl);
    expect(await popup.evaluate(() => window.opener)).toBeNull();
    await expect(page).toHaveURL(/\/$/);
  });

  test('the social feed falls back to a link to the profile when the widget never renders', async ({
    page,
  }) => {
    const widget = 'https://social-widget.invalid/embed.js';
    // The gateway's brand with a widget script configured that never answers (as offline).
    await allowSocialWidget(page, new URL(widget).origin);
    await page.route('**/remote-config.json', async (route) => {
      const response = await route.fetch();
      const body = await response.json();
      await route.fulfill({
        response,
        json: { ...body, brand: { ...body.brand, socialWidgetScriptUrl: widget } },
      });
    });
    let widgetRequested = 0;
    let requestedAt = 0;
    await page.route(widget, () => {
      widgetRequested++; // never fulfilled: the request hangs
      requestedAt = Date.now();
    });
    await page.goto('/');
    // The page is interactive while the widget is pending.
    await expect(page.getByText('Loading our latest posts…')).toBeVisible();
    const fallback = page.getByText(/Our latest posts can't be shown here right now/);
    await expect(fallback).toBeVisible({ timeout: 15_000 });
    // The widget gets its 4 seconds from when it is asked for, however long the page took to load
    // (the clock starts just before the request; the check polls, so a little later is fine).
    const waited = Date.now() - requestedAt;
    expect(waited).toBeGreaterThanOrEqual(3_000);
    expect(waited).toBeLessThan(8_000);
    expect(widgetRequested).toBe(1);
    const link = fallback.getByRole('link', { name: /social page/ });
    await expect(link).toHaveAttribute('href', BRAND.socialUrl);
    await expect(link).toHaveAttribute('target', '_blank');
  });

  test('with no widget configured the fallback shows straight away', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByText(/Our latest posts can't be shown here right now/)).toBeVisible();
  });

  test('images are responsive AVIF/WebP with explicit dimensions, and they load', async ({
    page,
  }) => {
    await page.goto('/');
    const pictures = page.locator('main picture');
    await expect(pictures).toHaveCount(6);
    for (const picture of await pictures.all()) {
      await expect(picture.locator('source[type="image/avif"]')).toHaveAttribute(
        'srcset',
        /\.avif \d+w/,
      );
      await expect(picture.locator('source[type="image/webp"]')).toHaveAttribute(
        'srcset',
        /\.webp \d+w/,
      );
      const img = picture.locator('img');
      await expect(img).toHaveAttribute('width', /^\d+$/);
      await expect(img).toHaveAttribute('height', /^\d+$/);
      await expect(img).toHaveAttribute('alt', /.+/);
      await img.scrollIntoViewIfNeeded();
      await expect
        .poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth))
        .toBeGreaterThan(0);
      expect(await img.evaluate((el: HTMLImageElement) => el.currentSrc)).toMatch(/\.avif$/);
    }
  });
});

test.describe('public pages', () => {
  test('anonymous visitors download the shell and the marketing remote only', async ({ page }) => {
    const remotes = new Set<string>();
    page.on('request', (r) => {
      const m = /\/mf\/([^/]+)\//.exec(new URL(r.url()).pathname);
      if (m) remotes.add(m[1]);
    });
    for (const path of PUBLIC_PAGES) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
    }
    expect([...remotes]).toEqual(['mf-marketing']);
  });

  test('the prerendered page hydrates: client-side navigation without a reload', async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('console', (m) => {
      if (/hydrat|re-rendered/i.test(m.text())) errors.push(m.text());
    });
    await page.goto('/');
    await expect(page.locator('#mk-ssr[data-hydrated="true"]')).toBeAttached();
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42));
    await page.getByRole('banner').getByRole('link', { name: 'Book Call' }).click();
    await expect(
      page.getByRole('heading', { name: 'Book Your Free Discovery Call' }),
    ).toBeVisible();
    await expect(page).toHaveTitle(/Book Your Free Discovery Call/);
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(42);
    await page.goBack();
    await expect(page.getByRole('heading', { name: 'Transform Your Life' })).toBeVisible();
    expect(errors).toEqual([]);
  });

  for (const path of PUBLIC_PAGES) {
    test(`${path}: an anonymous visit calls no API and logs no error`, async ({ page }) => {
      const apiCalls: string[] = [];
      const errors: string[] = [];
      page.on('request', (r) => {
        if (new URL(r.url()).pathname.startsWith('/api/')) apiCalls.push(r.url());
      });
      page.on('console', (m) => {
        if (m.type() === 'error') errors.push(m.text());
      });
      await page.goto(path);
      await expect(page.locator('#mk-ssr[data-hydrated="true"]')).toBeAttached();
      await page.waitForLoadState('networkidle');
      expect(apiCalls).toEqual([]);
      expect(errors).toEqual([]);
    });
  }

  for (const path of PUBLIC_PAGES) {
    test(`${path}: no serious or critical accessibility violation (axe)`, async ({ page }) => {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      const { violations } = await new AxeBuilder({ page }).analyze();
      const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(
        serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
      ).toEqual([]);
    });
  }

  for (const width of [360, 768, 1440]) {
    test(`reads well at ${width} px: nothing overflows sideways`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      for (const path of PUBLIC_PAGES) {
        await page.goto(path);
        await page.waitForLoadState('networkidle');
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow, path).toBeLessThanOrEqual(0);
      }
    });
  }

  test('keyboard: the skip link is the first stop and moves to the main content', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.locator('#mk-ssr[data-hydrated="true"]')).toBeAttached();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#main-content$/);
  });
});
