import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import type { Photo } from '@wellness/contracts';
import { PhotoGallery } from '../photos/PhotoGallery';
import { photoDays } from '../photos/photo-days';
import { testPhoto } from '../photos/test-photo';
import { GALLERY_FIRST_SCREEN_DAYS, galleryFirstScreenHtml } from './photo-gallery';

jest.mock('../photos/photos.css', () => ({}));

// Thumbnail addresses with characters to escape.
const photo = (id: string, takenOn: string, pose: Photo['pose'], height = 900) =>
  testPhoto(id, takenOn, pose, {
    height,
    variants: { thumb: `/api/photos/${id}/thumb?v="1"&x=<2>`, display: '/d', full: '/f' },
  });

const days = photoDays([
  photo('a', '2026-11-23', 'front'),
  photo('b', '2026-11-23', 'side', 1000),
  photo('d', '2025-11-16', 'front'),
  photo('e', '2025-11-09', 'back'),
  photo('f', '2025-11-02', 'side'),
]);
const figuresOf = (day: string) => (day === '2025-11-16' ? '75.6 kg · waist <84> cm' : undefined);

/** React's gallery list, cut to the weeks the first screen shows. */
function reactList(): string {
  const markup = renderToStaticMarkup(
    <MemoryRouter>
      <PhotoGallery days={days.slice(0, GALLERY_FIRST_SCREEN_DAYS)} figuresOf={figuresOf} />
    </MemoryRouter>,
  );
  return /<ol class="ui-photo-days"[\s\S]*?<\/ol>/.exec(markup)![0];
}

describe('the gallery first screen', () => {
  it('is the markup PhotoGallery renders for the same weeks: figures, missing poses, escaping, an earlier year', () => {
    const html = galleryFirstScreenHtml({ days, figuresOf, thisYear: new Date().getFullYear() });
    expect(html).toBe(reactList());
    expect(html).toContain('No back photo');
    expect(html).toContain('Sunday 16 November 2025');
    expect(html).toContain('&lt;84&gt;');
  });

  it('shows only the weeks a phone shows first, every thumbnail fetched at once', () => {
    const html = galleryFirstScreenHtml({ days });
    expect(html.match(/class="ui-photo-day"/g)).toHaveLength(GALLERY_FIRST_SCREEN_DAYS);
    expect(html).not.toContain('photos-2025-11-09');
    expect(html.match(/<img /g)).toHaveLength(3);
    expect(html.match(/loading="eager" fetchPriority="high"/g)).toHaveLength(3);
  });

  it("is the gallery's own eager weeks: the page fetches later weeks lazily", () => {
    const markup = renderToStaticMarkup(
      <MemoryRouter>
        <PhotoGallery days={days} />
      </MemoryRouter>,
    );
    const later = markup.slice(markup.indexOf('photos-2025-11-09'));
    expect(markup.slice(0, markup.length - later.length)).not.toContain('loading="lazy"');
    expect(later.match(/loading="lazy" fetchPriority="auto"/g)).toHaveLength(2);
  });

  it('is an empty list when she has no photos', () => {
    expect(galleryFirstScreenHtml({ days: [] })).toBe(
      '<ol class="ui-photo-days" aria-label="Photos by date, newest first"></ol>',
    );
  });
});
