import { photoPageUrl, preloadGalleryData } from './photo-pages';

/** Just enough of a document for the preload links: a head that collects them. */
function fakeDocument() {
  const links: Record<string, string>[] = [];
  const head = {
    querySelector: (selector: string) =>
      links.find((link) => selector.includes(`[href="${link.href}"]`)) ?? null,
    appendChild: (link: Record<string, string>) => links.push(link),
  };
  const doc = { head, createElement: () => ({}) } as unknown as Document;
  return { doc, links };
}

describe('the gallery pages', () => {
  it('asks for her newest twelve days of photos, then those before a day', () => {
    expect(photoPageUrl(null)).toBe('/api/photos?days=12');
    expect(photoPageUrl('2026-01-05')).toBe('/api/photos?days=12&before=2026-01-05');
  });

  it('preloads the first page and her figures once, with her credentials as the API client sends them', () => {
    const { doc, links } = fakeDocument();
    preloadGalleryData(doc);
    preloadGalleryData(doc);
    expect(links).toEqual([
      { rel: 'preload', as: 'fetch', crossOrigin: 'use-credentials', href: photoPageUrl(null) },
      {
        rel: 'preload',
        as: 'fetch',
        crossOrigin: 'use-credentials',
        href: '/api/checkins/progress',
      },
    ]);
  });
});
