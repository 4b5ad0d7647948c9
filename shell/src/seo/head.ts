import { ROBOTS_NOINDEX } from '@wellness/contracts';
import type { PageMetadata } from '@wellness/contracts';

export type HeadTag =
  | { tag: 'meta'; attr: 'name' | 'property'; key: string; content: string }
  | { tag: 'link'; rel: 'canonical'; href: string }
  | { tag: 'jsonld'; json: string };

/** Every managed head tag of a page: description, robots (exactly one), Open Graph, Twitter, canonical, JSON-LD. */
export function buildHeadTags(meta: PageMetadata, origin: string, siteName: string): HeadTag[] {
  const url = `${origin}${meta.path}`;
  const name = (key: string, content: string): HeadTag => ({
    tag: 'meta',
    attr: 'name',
    key,
    content,
  });
  const prop = (key: string, content: string): HeadTag => ({
    tag: 'meta',
    attr: 'property',
    key,
    content,
  });
  return [
    name('description', meta.description),
    name('robots', meta.robots),
    prop('og:title', meta.title),
    prop('og:description', meta.description),
    prop('og:type', meta.ogType),
    prop('og:url', url),
    prop('og:site_name', siteName),
    name('twitter:card', 'summary_large_image'),
    name('twitter:title', meta.title),
    name('twitter:description', meta.description),
    { tag: 'link', rel: 'canonical', href: url },
    { tag: 'jsonld', json: JSON.stringify(meta.structuredData).replace(/</g, '\\u003c') },
  ];
}

/** Metadata for shell pages outside SPEC's five (password pages, 404): never indexed. */
export function utilityPageMetadata(title: string, path: string, siteName: string): PageMetadata {
  return {
    title: `${title} | ${siteName}`,
    description: title,
    path,
    robots: ROBOTS_NOINDEX,
    ogType: 'website',
    structuredData: { '@context': 'https://schema.org', '@type': 'WebPage', name: title },
  };
}

const MANAGED = 'data-head';

/** Replaces the managed tags in `doc.head` (and any stray robots meta) with those of the page. */
export function applyHead(
  doc: Document,
  meta: PageMetadata,
  origin: string,
  siteName: string,
): void {
  doc.title = meta.title;
  doc.head
    .querySelectorAll(`[${MANAGED}], meta[name="robots"], link[rel="canonical"]`)
    .forEach((el) => el.remove());
  for (const t of buildHeadTags(meta, origin, siteName)) {
    let el: HTMLElement;
    if (t.tag === 'meta') {
      el = doc.createElement('meta');
      el.setAttribute(t.attr, t.key);
      el.setAttribute('content', t.content);
    } else if (t.tag === 'link') {
      el = doc.createElement('link');
      el.setAttribute('rel', t.rel);
      el.setAttribute('href', t.href);
    } else {
      el = doc.createElement('script');
      el.setAttribute('type', 'application/ld+json');
      el.textContent = t.json;
    }
    el.setAttribute(MANAGED, '');
    doc.head.appendChild(el);
  }
}
