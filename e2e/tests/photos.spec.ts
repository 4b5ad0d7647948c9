import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { signInByApi } from '../global/accounts';
import { APP_ORIGIN, DEMO } from '../global/env';
import { query } from '../global/db';
import { SEEDED } from './checkin-support';
import { openCoachPage, signInAsCoach } from './coach-support';

// Progress photos (issue 14): the demo client's seeded weeks carry generated photos.
const EMMA = 'client@demo.test';
const photosPage = `/client-photos/${SEEDED.emma.clientId}`;

async function openPhotos(page: Page) {
  await page.goto(photosPage);
  await expect(page.getByRole('list', { name: 'Photos by date, newest first' })).toBeVisible({
    timeout: 20_000,
  });
}

test.describe('client: her progress photos', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the gallery shows her weeks by pose, thumbnails loaded lazily, each opening larger', async ({
    page,
  }) => {
    await signInByApi(page, EMMA);
    await openPhotos(page);
    const days = page.getByRole('list', { name: 'Photos by date, newest first' });
    await expect(days.getByRole('listitem').filter({ has: page.getByRole('heading') })).toHaveCount(
      11,
    );
    const thumbs = days.locator('img');
    // Her two newest weeks are fetched at once (a phone's first screen); later ones as they scroll in.
    await expect(thumbs.first()).toHaveAttribute('loading', 'eager');
    await expect(thumbs.nth(5)).toHaveAttribute('loading', 'eager');
    await expect(thumbs.nth(6)).toHaveAttribute('loading', 'lazy');
    await expect(thumbs.last()).toHaveAttribute('loading', 'lazy');
    // Her figures that week sit under the date.
    await expect(days.getByRole('heading').first()).toContainText(/kg · waist \d+(\.\d)? cm/);
    await days
      .getByRole('button', { name: /^Open Front, / })
      .first()
      .click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('img', { name: /^Front, / })).toBeVisible();
    // The served photo is private and carries no metadata.
    const src = await dialog.getByRole('img').getAttribute('src');
    const served = await page.request.get(src!);
    expect(served.headers()['cache-control']).toMatch(/^private/);
    expect((await sharp(await served.body()).metadata()).exif).toBeUndefined();
  });

  test('her newest weeks come in the page itself, shown before any script runs, then the page takes over', async ({
    page,
  }) => {
    await signInByApi(page, EMMA);
    const newest = (await (await page.request.get('/api/photos?days=2')).json()) as {
      items: { takenOn: string; variants: { thumb: string } }[];
    };
    const document = await page.request.get(photosPage);
    expect(document.headers()['cache-control']).toBe('no-store');
    const html = await document.text();
    expect(html).toContain(`<div id="first-screen" data-path="${photosPage}"`);
    for (const photo of newest.items) expect(html).toContain(`src="${photo.variants.thumb}"`);

    // No JavaScript at all: her two newest weeks are on the screen, thumbnails loaded.
    await page.route(/\.js(\?|$)/, (route) => route.abort());
    await page.goto(photosPage);
    const firstScreen = page.getByRole('list', { name: 'Photos by date, newest first' });
    await expect(firstScreen.getByRole('heading')).toHaveCount(2);
    await expect(firstScreen.getByRole('heading').first()).toContainText(
      /kg · waist \d+(\.\d)? cm/,
    );
    const loaded = await firstScreen
      .locator('img')
      .evaluateAll((imgs) => imgs.map((img) => (img as HTMLImageElement).naturalWidth > 0));
    expect(loaded.length).toBeGreaterThan(0);
    expect(loaded.every(Boolean)).toBe(true);

    // With it, the page replaces the first screen: one gallery, every week, and it works.
    await page.unrouteAll();
    await openPhotos(page);
    const days = page.getByRole('list', { name: 'Photos by date, newest first' });
    await expect(days.getByRole('listitem').filter({ has: page.getByRole('heading') })).toHaveCount(
      11,
    );
    await expect(page.locator('#first-screen')).toHaveCount(0);
    await days
      .getByRole('button', { name: /^Open Front, / })
      .first()
      .click();
    await expect(page.getByRole('dialog').getByRole('img', { name: /^Front, / })).toBeVisible();
  });

  test('a tap on the first screen while the page is still loading is not lost', async ({
    page,
  }) => {
    await signInByApi(page, EMMA);
    let release = () => undefined as void;
    const scriptsMayLoad = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\.js(\?|$)/, async (route) => {
      await scriptsMayLoad;
      await route.continue();
    });
    await page.goto(photosPage);
    await expect(page.locator('#first-screen')).toBeVisible();
    await page.getByRole('tab', { name: 'Compare' }).click();
    release();
    await expect(page.locator('#first-screen')).toHaveCount(0, { timeout: 20_000 });
    await expect(page.getByRole('tab', { name: 'Compare' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByRole('figure')).toHaveCount(2);
  });

  test('no first screen for a page she may not see, or for her coach', async ({ page }) => {
    await signInByApi(page, EMMA);
    const others = await page.request.get(`/client-photos/${SEEDED.olivia.clientId}`);
    expect(await others.text()).not.toContain('id="first-screen"');
    await page.goto(`/client-photos/${SEEDED.olivia.clientId}`);
    await expect(page.getByText('These photos are not yours to see')).toBeVisible({
      timeout: 20_000,
    });
    await signInAsCoach(page);
    const coachs = await page.request.get(photosPage);
    expect(await coachs.text()).not.toContain('id="first-screen"');
  });

  test('years of weeks: twelve at first, earlier ones as she scrolls down', async ({ page }) => {
    await signInByApi(page, EMMA);
    const tiny = await sharp({
      create: { width: 90, height: 120, channels: 3, background: '#865' },
    })
      .jpeg()
      .toBuffer();
    const ids: string[] = [];
    try {
      for (const takenOn of ['2025-01-06', '2025-01-13']) {
        const upload = await page.request.post('/api/photos', {
          headers: APP_ORIGIN,
          multipart: {
            pose: 'front',
            takenOn,
            file: { name: 'front.jpg', mimeType: 'image/jpeg', buffer: tiny },
          },
        });
        expect(upload.status(), await upload.text()).toBe(201);
        ids.push(((await upload.json()) as { id: string }).id);
      }
      // Her photos come a page of twelve weeks at a time: the earlier page only as she scrolls.
      const earlierPages: string[] = [];
      page.on('request', (req) => {
        if (/\/api\/photos\?.*before=/.test(req.url())) earlierPages.push(req.url());
      });
      await openPhotos(page);
      const weeks = page
        .getByRole('list', { name: 'Photos by date, newest first' })
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading') });
      await expect(weeks).toHaveCount(12);
      expect(earlierPages).toEqual([]);
      const more = page.getByRole('button', { name: 'Show earlier weeks (1 more)' });
      await more.scrollIntoViewIfNeeded();
      await expect(weeks).toHaveCount(13);
      expect(earlierPages).toHaveLength(1);
      await expect(weeks.last()).toContainText('Monday 6 January 2025');
      await expect(more).toHaveCount(0);
    } finally {
      for (const id of ids) await page.request.delete(`/api/photos/${id}`, { headers: APP_ORIGIN });
    }
  });

  test('compare shows her first and latest week side by side, then as a slider', async ({
    page,
  }) => {
    await signInByApi(page, EMMA);
    await openPhotos(page);
    await page.getByRole('tab', { name: 'Compare' }).click();
    const figures = page.getByRole('figure');
    await expect(figures).toHaveCount(2);
    await expect(figures.first()).toContainText('Before');
    await expect(figures.first()).toContainText('78.4 kg');
    await expect(figures.last()).toContainText('After');
    await expect(figures.last()).toContainText('75.2 kg');
    await page.getByRole('slider', { name: 'Zoom' }).fill('2');
    await expect(page.getByText('200%')).toBeVisible();
    await page.getByRole('radio', { name: 'Slider' }).check();
    await expect(page.getByLabel('Slide between before and after')).toBeVisible();
    await expect(page.getByRole('figure').getByRole('img')).toHaveCount(2);
  });

  test('she deletes a photo she took, and it is gone everywhere', async ({ page }) => {
    await signInByApi(page, EMMA);
    const upload = await page.request.post('/api/photos', {
      headers: APP_ORIGIN,
      multipart: {
        pose: 'back',
        takenOn: '2026-01-05',
        file: {
          name: 'back.jpg',
          mimeType: 'image/jpeg',
          buffer: await sharp({
            create: { width: 300, height: 400, channels: 3, background: '#468' },
          })
            .jpeg()
            .toBuffer(),
        },
      },
    });
    expect(upload.status(), await upload.text()).toBe(201);
    const photo = (await upload.json()) as { id: string; variants: { thumb: string } };
    await openPhotos(page);
    await page.getByRole('button', { name: 'Open Back, Monday 5 January' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Delete this photo' }).click();
    await dialog.getByRole('button', { name: 'Delete for good' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open Back, Monday 5 January' })).toHaveCount(0);
    expect((await page.request.get(photo.variants.thumb)).status()).toBe(404);
    expect(await query('checkin', 'SELECT id FROM photos WHERE id = $1', [photo.id])).toEqual([]);
  });
});

test.describe('coach: a client’s progress photos', () => {
  test('she opens them from the profile, reads them and compares, and cannot delete them', async ({
    page,
  }) => {
    await signInAsCoach(page);
    await openCoachPage(page, `/client-profile/${SEEDED.emma.clientId}`);
    const card = page.getByRole('region', { name: 'Progress photos' });
    await expect(
      card.getByRole('list', { name: 'Her latest photos' }).getByRole('img'),
    ).toHaveCount(3);
    await card.getByRole('link', { name: 'Open her photos' }).click();
    await expect(
      page.getByRole('heading', { name: `Photos of ${SEEDED.emma.name}` }),
    ).toBeVisible();
    await page
      .getByRole('button', { name: /^Open Side, / })
      .first()
      .click();
    await expect(
      page.getByRole('dialog').getByRole('button', { name: 'Delete this photo' }),
    ).toHaveCount(0);
    await page.keyboard.press('Escape');
    await page.getByRole('tab', { name: 'Compare' }).click();
    await expect(page.getByRole('figure')).toHaveCount(2);
  });

  test('a nutritionist never sees them', async ({ page }) => {
    await signInByApi(page, DEMO.nutritionist);
    const listed = await page.request.get(`/api/photos?clientId=${SEEDED.emma.clientId}`);
    expect(listed.status()).toBe(403);
    await page.goto(photosPage);
    await expect(page).toHaveURL(/\/dashboard$/, { timeout: 20_000 });
  });
});

test.describe('before and after: her consent gates the coach’s download', () => {
  test('no button and a refusal until she agrees to the pair; withdrawn, gone again', async ({
    browser,
  }) => {
    const client = await (await browser.newContext()).newPage();
    const coach = await (await browser.newContext()).newPage();
    await signInByApi(client, EMMA);
    await signInByApi(coach, DEMO.coach);
    const compare = async (page: Page) => {
      await openPhotos(page);
      await page.getByRole('tab', { name: 'Compare' }).click();
      await expect(page.getByRole('figure')).toHaveCount(2);
    };
    const consent = (page: Page) =>
      page.getByRole('checkbox', { name: /may use this before and after comparison/ });

    await compare(client);
    await expect(consent(client)).not.toBeChecked();
    await compare(coach);
    await expect(coach.getByText(/has not agreed to this before and after/)).toBeVisible();
    await expect(coach.getByRole('link', { name: 'Download before and after' })).toHaveCount(0);
    const pairUrl = async () => {
      const photos = (await (await client.request.get('/api/photos')).json()) as {
        items: { id: string; pose: string; takenOn: string }[];
      };
      const fronts = photos.items
        .filter((p) => p.pose === 'front')
        .sort((a, b) => a.takenOn.localeCompare(b.takenOn));
      return `/api/photos/before-after?beforePhotoId=${fronts[0].id}&afterPhotoId=${fronts[fronts.length - 1].id}`;
    };
    expect((await coach.request.get(await pairUrl())).status()).toBe(403);

    await consent(client).check();
    await expect(client.getByText(/You agreed on/)).toBeVisible();
    await coach.reload();
    await compare(coach);
    const download = coach.getByRole('link', { name: 'Download before and after' });
    await expect(download).toBeVisible();
    const image = await coach.request.get((await download.getAttribute('href'))!);
    expect(image.status()).toBe(200);
    expect(image.headers()['content-type']).toBe('image/jpeg');
    expect(image.headers()['content-disposition']).toMatch(/^attachment; filename="before-after-/);

    await consent(client).uncheck();
    await expect(client.getByText(/You withdrew this on/)).toBeVisible();
    expect((await coach.request.get(await pairUrl())).status()).toBe(403);
    await client.context().close();
    await coach.context().close();
  });
});
