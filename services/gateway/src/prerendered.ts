import { join } from 'node:path';
import type { NextFunction, Request, Response } from 'express';
import { z } from 'zod';
import {
  buildHeadTags,
  SESSION_INDICATOR_COOKIE,
  brandConfigSchema,
  normalizePath,
  pageMetadata,
  readCookie,
} from '@wellness/contracts';
import type { BrandConfig, PageMetadata, RemoteConfig } from '@wellness/contracts';
import type { GatewayConfig } from './config';
import { fileWhenChanged } from './file-when-changed';
import type { Warn } from './file-when-changed';

/**
 * Prerendered marketing pages (issue 4). mf-marketing's build renders `/`, `/discovery` and
 * `/busy-mum-blueprint` to HTML (dist/prerender/pages.json: markup + critical CSS, for the brand of
 * this gateway's environment). Here each page's markup and metadata go into the shell's *current*
 * index.html, so the shell keeps owning the document, its scripts and routing, and the two deploy
 * independently. In the browser the shell boots as always, loads only the marketing remote, and the
 * remote hydrates the markup in place.
 *
 * The plain shell document is served instead whenever the prerender cannot be trusted to match:
 * no or unreadable manifest, a brand other than this gateway's, the marketing remote served from
 * elsewhere (REMOTE_MF_MARKETING_URL), or `/` requested by a signed-in visitor (her dashboard).
 */
const manifestSchema = z.object({
  version: z.literal(1),
  hostId: z.string().regex(/^[a-z][a-z0-9-]*$/),
  brand: brandConfigSchema,
  css: z.string(),
  pages: z.array(
    z.object({
      path: z.string(),
      page: z.string(),
      seo: z.enum(['home', 'discovery', 'busyMumBlueprint']),
      html: z.string(),
    }),
  ),
});
type Manifest = z.infer<typeof manifestSchema>;

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The head tags the shell's head manager also writes (`data-head`, so it replaces them on navigation). */
export function headTags(meta: PageMetadata, origin: string, siteName: string): string {
  return buildHeadTags(meta, origin, siteName)
    .map((tag) => {
      if (tag.tag === 'meta')
        return `<meta ${tag.attr}="${tag.key}" content="${escapeHtml(tag.content)}" data-head="">`;
      if (tag.tag === 'link')
        return `<link rel="${tag.rel}" href="${escapeHtml(tag.href)}" data-head="">`;
      return `<script type="application/ld+json" data-head="">${tag.json}</script>`;
    })
    .join('');
}

/** The shell's index.html with one page's metadata, critical CSS and markup. */
export function composeDocument(
  shellHtml: string,
  manifest: Manifest,
  page: Manifest['pages'][number],
  brand: BrandConfig,
  origin: string,
): string {
  const meta = pageMetadata(page.seo, brand, origin);
  const head = `${headTags(meta, origin, brand.businessName)}<style data-critical="">${manifest.css.replace(/<\/style/gi, '<\\/style')}</style>`;
  const host = `<div id="${manifest.hostId}" data-page="${escapeHtml(page.page)}">${page.html}</div>`;
  let html = shellHtml.replace(
    /<title>[\s\S]*?<\/title>/i,
    `<title>${escapeHtml(meta.title)}</title>`,
  );
  // The prerendered page works without JavaScript: the shell's "needs JavaScript" notice does not apply.
  html = html.replace(/<noscript>[\s\S]*?<\/noscript>/i, '');
  html = html.replace(/<\/head>/i, `${head}</head>`);
  html = deferScripts(html);
  return html.replace(/<div id="root">/i, `${host}<div id="root">`);
}

/** At most this long after a document's load starts, its scripts start even if an image never came. */
export const SCRIPTS_WAIT_LIMIT_MS = 3000;

/**
 * `loaded`: once the page has loaded and its eager images are decoded, the scripts start when the
 * browser reports an image as its largest paint, or a quarter of a second later where it reports
 * none (browsers without Largest Contentful Paint, or a first screen larger than any image).
 */
const LOADED_START = [
  'setTimeout(go,LIMIT);',
  "addEventListener('load',function(){",
  "Promise.all([].slice.call(document.images).filter(function(i){return i.loading!=='lazy'}).map(function(i){return i.decode().catch(function(){})})).then(function(){",
  'setTimeout(go,250);',
  "try{new PerformanceObserver(function(l,o){if(l.getEntries().some(function(e){return e.element&&e.element.tagName==='IMG'})){o.disconnect();setTimeout(go,0)}}).observe({type:'largest-contentful-paint',buffered:true})}catch(e){}",
  '})});',
].join('');

/**
 * The content is already in the HTML, so the shell's scripts wait: the deferred `<script src>` tags
 * become one inline loader that appends them, in order, after the first frame (`painted`), or once
 * the document's own eager images have been painted (`loaded`: a first screen whose largest content
 * is an image, which would otherwise share a phone's connection and main thread with ~200 KB of
 * JavaScript).
 */
export function deferScripts(html: string, until: 'painted' | 'loaded' = 'painted'): string {
  const sources: string[] = [];
  const stripped = html.replace(
    /<script\b[^>]*\bsrc="([^"]+)"[^>]*><\/script>/gi,
    (tag, src: string) => {
      if (!/\bdefer\b/i.test(tag)) return tag;
      sources.push(src);
      return '';
    },
  );
  if (!sources.length) return html;
  const start =
    until === 'painted'
      ? 'requestAnimationFrame(function(){setTimeout(go,0)})'
      : LOADED_START.replace('LIMIT', String(SCRIPTS_WAIT_LIMIT_MS));
  const loader = `<script>(function(s){var started=false;function go(){if(started)return;started=true;s.forEach(function(u){var e=document.createElement('script');e.src=u;e.async=false;document.body.appendChild(e)})}${start}})(${JSON.stringify(sources).replace(/</g, '\\u003c')})</script>`;
  return stripped.replace(/<\/body>/i, `${loader}</body>`);
}

function sameBrand(a: BrandConfig, b: BrandConfig): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]) as Set<keyof BrandConfig>;
  return [...keys].every((k) => (a[k] ?? '') === (b[k] ?? ''));
}

export interface PrerenderedPages {
  /** The composed document for a path, or null when the plain shell should be served. */
  documentFor(path: string, cookieHeader: string | undefined): string | null;
}

/**
 * The marketing documents of the shell's index (`shellIndex`, as the static site reads it) and
 * mf-marketing's manifest, composed again whenever either build changes: a redeploy of either
 * needs no gateway restart.
 */
export function createPrerenderedPages(
  config: GatewayConfig,
  servedBrand: RemoteConfig['brand'],
  shellIndex: () => string | null,
  warn: Warn,
): PrerenderedPages {
  const brand = brandConfigSchema.parse(servedBrand);
  const manifest = fileWhenChanged(
    join(config.STATIC_ROOT, 'mf-marketing', 'dist', 'prerender', 'pages.json'),
    (bytes) => manifestSchema.parse(JSON.parse(bytes.toString('utf8'))),
    warn,
  );
  const origin = new URL(config.APP_URL).origin;
  const enabled = !config.REMOTE_MF_MARKETING_URL;
  let composedFrom: [string | null, Manifest | null] = [null, null];
  let documents = new Map<string, string>();

  function compose(shellHtml: string | null, built: Manifest | null): Map<string, string> {
    if (shellHtml === null || built === null || !/<div id="root">/i.test(shellHtml))
      return new Map();
    if (!sameBrand(built.brand, brand)) {
      warn(
        'mf-marketing was prerendered for another brand than this gateway serves: serving the plain shell. Rebuild mf-marketing with the same brand variables.',
      );
      return new Map();
    }
    return new Map(
      built.pages.map((page) => [
        page.path,
        composeDocument(shellHtml, built, page, brand, origin),
      ]),
    );
  }

  return {
    documentFor(path, cookieHeader) {
      if (!enabled) return null;
      const normalized = normalizePath(path);
      if (normalized === '/' && readCookie(cookieHeader, SESSION_INDICATOR_COOKIE) !== undefined)
        return null;
      const current: [string | null, Manifest | null] = [shellIndex(), manifest()];
      if (current[0] !== composedFrom[0] || current[1] !== composedFrom[1]) {
        composedFrom = current;
        documents = compose(...current);
      }
      return documents.get(normalized) ?? null;
    },
  };
}

/**
 * Express middleware: GET/HEAD of a prerendered path answers the composed document. `beforeSend`
 * sees the document first (its Content-Security-Policy allows its inline loader and critical CSS).
 */
export function servePrerendered(
  pages: PrerenderedPages,
  beforeSend: (req: Request, res: Response, html: string) => void = () => undefined,
) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const document = pages.documentFor(req.path, req.headers.cookie);
    if (!document) return next();
    beforeSend(req, res, document);
    res.setHeader('cache-control', 'no-cache');
    res.setHeader('vary', 'Cookie');
    res.status(200).type('html').send(document);
  };
}
