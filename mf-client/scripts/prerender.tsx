/**
 * Build step after webpack: writes dist/prerender/first-screens.json, the client area's frame
 * around the first screen of her photo gallery, with slots the gateway fills for her (contracts
 * `FIRST_SCREEN_SLOTS`), and the critical CSS the first screen needs before any stylesheet loads.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { FIRST_SCREENS_MANIFEST, FIRST_SCREEN_SLOTS } from '@wellness/contracts';
import type { FirstScreensManifest } from '@wellness/contracts';
import { DashboardLayout, pageMenu } from '@wellness/ui';
import { criticalCss, galleryFirstScreenHtml, minifyCss } from '@wellness/ui/first-screen';
import { PhotoViews } from '@wellness/ui/photos';
import { CLIENT_AREA_TITLE, CLIENT_PAGES } from '../src/page-map';
import { YourPhotos } from '../src/pages/photos/PhotosPage';

const root = join(import.meta.dirname, '..');
const EMPTY_GALLERY = /<ol class="ui-photo-days"[^>]*><\/ol>/g;

/** Her gallery page as the area renders it, its list of weeks left as the content slot. */
function photosFirstScreen(): string {
  const html = renderToStaticMarkup(
    <MemoryRouter initialEntries={['/client-photos/first-screen']}>
      <DashboardLayout
        title={CLIENT_AREA_TITLE}
        subtitle={FIRST_SCREEN_SLOTS.subtitle}
        brandName={FIRST_SCREEN_SLOTS.brand}
        nav={pageMenu(CLIENT_PAGES)}
        onLogout={() => undefined}
      >
        <YourPhotos>
          <PhotoViews label="Your photos" days={[]} />
        </YourPhotos>
      </DashboardLayout>
    </MemoryRouter>,
  );
  if (html.match(EMPTY_GALLERY)?.length !== 1)
    throw new Error('the gallery page no longer renders one empty list of weeks to fill');
  return html.replace(EMPTY_GALLERY, FIRST_SCREEN_SLOTS.content);
}

/** A week as the gateway fills it in (a photo, a missing pose, figures): for the classes it uses. */
const SAMPLE_WEEK = galleryFirstScreenHtml({
  days: [
    {
      day: '2026-01-05',
      poses: {
        front: {
          id: 'sample',
          clientId: 'sample',
          checkinId: null,
          pose: 'front',
          takenOn: '2026-01-05',
          width: 600,
          height: 800,
          createdAt: '2026-01-05T08:00:00.000Z',
          variants: { thumb: '/t', display: '/d', full: '/f' },
        },
      },
    },
  ],
  figuresOf: () => '70 kg',
});

const photos = photosFirstScreen();
// Only the rules the first screen can use: the rest of the design system comes with the app.
const css = criticalCss(
  minifyCss(
    [
      '../packages/ui/src/styles.css',
      '../packages/ui/src/photos/photos.css',
      'src/components/client.css',
    ]
      .map((file) => readFileSync(join(root, file), 'utf8'))
      .join('\n'),
  ),
  photos + SAMPLE_WEEK,
);
const manifest: FirstScreensManifest = {
  version: 1,
  css,
  pages: [
    {
      page: 'client-photos',
      title: CLIENT_PAGES['client-photos'].title,
      html: photos,
    },
  ],
};
mkdirSync(join(root, 'dist/prerender'), { recursive: true });
writeFileSync(join(root, 'dist', FIRST_SCREENS_MANIFEST), JSON.stringify(manifest));
console.log(
  `first screens: ${manifest.pages.map((p) => `${p.page} (${(p.html.length / 1024).toFixed(1)} KB)`).join(', ')}; critical CSS ${(css.length / 1024).toFixed(1)} KB`,
);
