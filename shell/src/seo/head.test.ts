import { DEFAULT_BRAND, pageMetadata, SEO_PAGES } from '@wellness/contracts';
import { buildHeadTags } from '@wellness/contracts';
import { utilityPageMetadata } from './head';

describe('head tags', () => {
  it.each(SEO_PAGES)('%s has title tags, one robots, canonical and JSON-LD', (page) => {
    const meta = pageMetadata(page, DEFAULT_BRAND, 'https://site.test');
    const tags = buildHeadTags(meta, 'https://site.test', DEFAULT_BRAND.businessName);
    const metas = tags.filter((t) => t.tag === 'meta');
    const keys = metas.map((t) => (t.tag === 'meta' ? t.key : ''));
    expect(keys.filter((k) => k === 'robots')).toHaveLength(1);
    expect(keys).toEqual(
      expect.arrayContaining([
        'description',
        'og:title',
        'og:description',
        'og:type',
        'og:url',
        'twitter:card',
        'twitter:title',
        'twitter:description',
      ]),
    );
    expect(tags).toContainEqual({
      tag: 'link',
      rel: 'canonical',
      href: `https://site.test${meta.path}`,
    });
    const ld = tags.find((t) => t.tag === 'jsonld');
    expect(ld && ld.tag === 'jsonld' && JSON.parse(ld.json)['@context']).toBe('https://schema.org');
    const robots = metas.find((t) => t.tag === 'meta' && t.key === 'robots');
    expect(robots && robots.tag === 'meta' && robots.content).toBe(
      page === 'auth' || page === 'dashboard' ? 'noindex, nofollow' : 'index, follow',
    );
  });
  it('escapes < in JSON-LD', () => {
    const meta = { ...utilityPageMetadata('x', '/x', 'S'), structuredData: { name: '</script>' } };
    const ld = buildHeadTags(meta, '', 'S').find((t) => t.tag === 'jsonld');
    expect(ld && ld.tag === 'jsonld' && ld.json).not.toContain('</script>');
  });
  it('utility pages are noindex', () => {
    expect(utilityPageMetadata('Reset password', '/reset-password', 'S').robots).toBe(
      'noindex, nofollow',
    );
  });
});
