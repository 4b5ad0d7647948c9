import type { Express } from 'express';
import { SEO_PAGES, pageMetadata, ROBOTS_INDEX, DEFAULT_BRAND } from '@wellness/contracts';
import type { GatewayConfig } from './config';

/** The indexable pages (SPEC §2 metadata says index, follow), as absolute URLs. */
export function indexableUrls(origin: string): string[] {
  return SEO_PAGES.map((page) => pageMetadata(page, DEFAULT_BRAND, origin))
    .filter((meta) => meta.robots === ROBOTS_INDEX)
    .map((meta) => `${origin}${meta.path}`);
}

export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    'Disallow: /auth',
    'Disallow: /login',
    'Disallow: /dashboard',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

export function sitemapXml(origin: string): string {
  const urls = indexableUrls(origin)
    .map((loc) => `  <url><loc>${loc}</loc></url>`)
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

/** GET /robots.txt and /sitemap.xml, for the public origin (APP_URL). */
export function mountSeoFiles(app: Express, config: GatewayConfig): void {
  const origin = new URL(config.APP_URL).origin;
  const robots = robotsTxt(origin);
  const sitemap = sitemapXml(origin);
  app.get('/robots.txt', (_req, res) => {
    res.setHeader('cache-control', 'public, max-age=3600');
    res.type('text/plain').send(robots);
  });
  app.get('/sitemap.xml', (_req, res) => {
    res.setHeader('cache-control', 'public, max-age=3600');
    res.type('application/xml').send(sitemap);
  });
}
