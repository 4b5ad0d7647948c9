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

/** RFC 9116: where to report a vulnerability. Expires a year from the request (each answer is fresh). */
export function securityTxt(contact: string, origin: string, now = new Date()): string {
  const expires = new Date(now.getTime() + 365 * 24 * 3600 * 1000);
  expires.setUTCHours(0, 0, 0, 0);
  return [
    `Contact: ${contact}`,
    `Expires: ${expires.toISOString()}`,
    'Preferred-Languages: en',
    `Canonical: ${origin}/.well-known/security.txt`,
    '',
  ].join('\n');
}

/** GET /.well-known/security.txt when SECURITY_CONTACT is set (see SECURITY.md). */
export function mountSecurityTxt(app: Express, config: GatewayConfig): void {
  if (!config.SECURITY_CONTACT) return;
  const origin = new URL(config.APP_URL).origin;
  app.get('/.well-known/security.txt', (_req, res) => {
    res.setHeader('cache-control', 'public, max-age=86400');
    res.type('text/plain').send(securityTxt(config.SECURITY_CONTACT, origin));
  });
}
