import { pageMetadata, SEO_PAGES } from './seo';
import { DEFAULT_BRAND } from './remote';

describe('page metadata', () => {
  it('auth and dashboard are noindex, the others index', () => {
    const robots = Object.fromEntries(
      SEO_PAGES.map((p) => [p, pageMetadata(p, DEFAULT_BRAND).robots]),
    );
    expect(robots).toEqual({
      home: 'index, follow',
      auth: 'noindex, nofollow',
      discovery: 'index, follow',
      dashboard: 'noindex, nofollow',
      busyMumBlueprint: 'index, follow',
    });
  });
  it('takes names from the brand', () => {
    const brand = { ...DEFAULT_BRAND, coachName: 'Zoe', businessName: 'Zen Co' };
    const home = pageMetadata('home', brand, 'https://x.test');
    expect(home.title).toContain('Zen Co');
    expect(home.description).toContain('Zoe');
    expect(home.structuredData.url).toBe('https://x.test/');
    expect(pageMetadata('busyMumBlueprint', brand).description).toContain('15-minute');
  });
});
