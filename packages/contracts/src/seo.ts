import type { BrandConfig } from './remote';

/** SPEC §2 "Page metadata": the five pages that set title, description, social tags, canonical, robots and JSON-LD. */
export const SEO_PAGES = ['home', 'auth', 'discovery', 'dashboard', 'busyMumBlueprint'] as const;
export type SeoPage = (typeof SEO_PAGES)[number];

export const ROBOTS_INDEX = 'index, follow';
export const ROBOTS_NOINDEX = 'noindex, nofollow';

export interface PageMetadata {
  title: string;
  description: string;
  /** Path of the canonical URL (joined to the site origin by the head manager). */
  path: string;
  robots: typeof ROBOTS_INDEX | typeof ROBOTS_NOINDEX;
  ogType: 'website' | 'article';
  structuredData: Record<string, unknown>;
}

const SEO_PATHS: Record<SeoPage, string> = {
  home: '/',
  auth: '/auth',
  discovery: '/discovery',
  dashboard: '/dashboard',
  busyMumBlueprint: '/busy-mum-blueprint',
};

/** Metadata of a page for a brand; `origin` makes the URLs inside the structured data absolute. */
export function pageMetadata(page: SeoPage, brand: BrandConfig, origin = ''): PageMetadata {
  const { coachName, businessName } = brand;
  const path = SEO_PATHS[page];
  const url = `${origin}${path}`;
  const org = { '@type': 'Organization', name: businessName, url: `${origin}/` };
  switch (page) {
    case 'home':
      return {
        title: `${businessName} | Women's Wellness Coaching with Coach ${coachName}`,
        description: `Personalised workouts, nutrition guidance, weekly check-ins and direct access to Coach ${coachName}. Over 500 women transformed. Book your free discovery call.`,
        path,
        robots: ROBOTS_INDEX,
        ogType: 'website',
        structuredData: {
          '@context': 'https://schema.org',
          '@type': 'HealthAndBeautyBusiness',
          name: businessName,
          url,
          description: `Online women's wellness coaching with Coach ${coachName}.`,
          founder: { '@type': 'Person', name: coachName },
          aggregateRating: { '@type': 'AggregateRating', ratingValue: '5', bestRating: '5' },
        },
      };
    case 'discovery':
      return {
        title: `Book Your Free Discovery Call | ${businessName}`,
        description: `Every client starts with a free discovery call with Coach ${coachName}. Tell us about your goals and find out how coaching can help.`,
        path,
        robots: ROBOTS_INDEX,
        ogType: 'website',
        structuredData: {
          '@context': 'https://schema.org',
          '@type': 'Service',
          name: 'Free discovery call',
          provider: org,
          url,
          offers: { '@type': 'Offer', price: '0', priceCurrency: 'GBP' },
        },
      };
    case 'busyMumBlueprint':
      return {
        title: `The Busy Mum's Wellness Blueprint (Free Guide) | ${businessName}`,
        description: `Free guide from Coach ${coachName}: 15-minute workouts, simple nutrition and habits that fit a busy mum's day.`,
        path,
        robots: ROBOTS_INDEX,
        ogType: 'article',
        structuredData: {
          '@context': 'https://schema.org',
          '@type': 'CreativeWork',
          name: "The Busy Mum's Wellness Blueprint",
          author: { '@type': 'Person', name: coachName },
          publisher: org,
          url,
          isAccessibleForFree: true,
        },
      };
    case 'auth':
      return {
        title: `Sign In | ${businessName}`,
        description: `Sign in to your ${businessName} account.`,
        path,
        robots: ROBOTS_NOINDEX,
        ogType: 'website',
        structuredData: {
          '@context': 'https://schema.org',
          '@type': 'WebPage',
          name: 'Sign In',
          url,
          publisher: org,
        },
      };
    case 'dashboard':
      return {
        title: `Dashboard | ${businessName}`,
        description: `Your ${businessName} dashboard.`,
        path,
        robots: ROBOTS_NOINDEX,
        ogType: 'website',
        structuredData: {
          '@context': 'https://schema.org',
          '@type': 'WebPage',
          name: 'Dashboard',
          url,
          publisher: org,
        },
      };
  }
}

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
