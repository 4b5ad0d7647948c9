import { ROBOTS_NOINDEX, buildHeadTags } from '@wellness/contracts';
import type { PageMetadata } from '@wellness/contracts';

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
