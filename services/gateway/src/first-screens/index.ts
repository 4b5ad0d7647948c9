import { request } from 'node:http';
import { join } from 'node:path';
import type { NextFunction, Request, Response } from 'express';
import {
  FIRST_SCREEN_CSS,
  FIRST_SCREEN_HOST_ID,
  FIRST_SCREEN_SLOTS,
  FIRST_SCREEN_TAP_ATTRIBUTE,
  IDENTITY_HEADER,
  REMOTE_NAMES,
  REQUEST_ID_HEADER,
  brandColourProperties,
  findAuthenticatedRoute,
  normalizePath,
  pageMetadata,
  resolveRoute,
} from '@wellness/contracts';
import type { BrandConfig, ServiceName } from '@wellness/contracts';
import { escapeHtml, greetingFor } from '@wellness/ui/first-screen';
import { REMOTE_URL_SETTING } from '../config';
import type { GatewayConfig } from '../config';
import { fileWhenChanged } from '../file-when-changed';
import type { Warn } from '../file-when-changed';
import { fetchJson } from '../http-json';
import { deferScripts, headTags } from '../prerendered';
import { sessionTokenOf } from '../session';
import type { SessionResolver } from '../session';
import type { Upstream } from '../upstreams';
import { firstScreensOf } from './manifest';
import { FIRST_SCREEN_PAGES } from './pages';
import type { AsVisitor } from './pages';

/** Past this, her page comes quicker from the plain shell than from waiting on its data. */
const DATA_TIMEOUT_MS = 1000;

export interface FirstScreenDeps {
  config: GatewayConfig;
  brand: BrandConfig;
  sessions: Pick<SessionResolver, 'resolve'>;
  upstreams: Record<ServiceName, Upstream>;
  /** The shell's current index.html, or null before it is built. */
  shellIndex: () => string | null;
  warn: Warn;
}

/** Records the button she taps before the page takes over (contracts FIRST_SCREEN_TAP_ATTRIBUTE). */
const TAP_RECORDER = `(function(h){h.addEventListener('click',function(e){var b=e.target.closest&&e.target.closest('button');if(!b)return;var p=[],n=b;while(n&&n.parentElement&&n!==h.firstElementChild){p.unshift([].indexOf.call(n.parentElement.children,n));n=n.parentElement}h.setAttribute('${FIRST_SCREEN_TAP_ATTRIBUTE}',p.join('/'))})})(document.getElementById('${FIRST_SCREEN_HOST_ID}'))`;

/** The shell's document with a first screen's title, critical CSS and markup before its root. */
export function composeFirstScreen(
  shellHtml: string,
  parts: { title: string; head: string; css: string; html: string; path: string; icon?: string },
): string {
  const host = `<div id="${FIRST_SCREEN_HOST_ID}" data-path="${escapeHtml(parts.path)}" aria-busy="true">${parts.html}</div><script>${TAP_RECORDER}</script>`;
  const style = `<style data-critical="">${`${parts.css}${FIRST_SCREEN_CSS}`.replace(/<\/style/gi, '<\\/style')}</style>`;
  let html = shellHtml.replace(
    /<title>[\s\S]*?<\/title>/i,
    `<title>${escapeHtml(parts.title)}</title>`,
  );
  html = html.replace(/<\/head>/i, `${parts.head}${style}</head>`);
  if (parts.icon) html = html.replace(/(<link rel="icon" href=")[^"]*"/i, `$1${parts.icon}"`);
  html = deferScripts(html, 'loaded');
  return html.replace(/<div id="root">/i, `${host}<div id="root">`);
}

/** The frame's slots filled for her; every value escaped, the content already HTML. */
function fillSlots(frame: string, values: { brand: string; subtitle: string; content: string }) {
  return frame
    .replace(FIRST_SCREEN_SLOTS.brand, () => escapeHtml(values.brand))
    .replace(FIRST_SCREEN_SLOTS.subtitle, () => escapeHtml(values.subtitle))
    .replace(FIRST_SCREEN_SLOTS.content, () => values.content);
}

/**
 * Server-rendered first screens of signed-in pages (contracts first-screens.ts). For a signed-in
 * visitor's GET of a page that has one, served from this origin: her session, the page's data from
 * its service with her identity, the remote's prerendered frame filled in, all in the shell's
 * document. Anything missing, refused or slow, and the plain shell is served as before.
 */
export function createFirstScreens(deps: FirstScreenDeps) {
  const { warn } = deps;
  const manifests = new Map(
    REMOTE_NAMES.filter((remote) => !deps.config[REMOTE_URL_SETTING[remote]]).map((remote) => [
      remote,
      firstScreensOf(deps.config.STATIC_ROOT, remote, warn),
    ]),
  );
  const origin = new URL(deps.config.APP_URL).origin;
  // The icon inside the document: a first screen asks for nothing but its own images.
  const icon = fileWhenChanged(
    join(deps.config.STATIC_ROOT, 'shell', 'dist', 'favicon.png'),
    (bytes) => `data:image/png;base64,${bytes.toString('base64')}`,
    warn,
  );
  const rootColours = `:root{${brandColourProperties(deps.brand)
    .map(([name, value]) => `${name}:${value}`)
    .join(';')}}`;

  async function documentFor(req: Request, requestId: string): Promise<string | null> {
    const token = sessionTokenOf(req.headers.cookie);
    // With a query (`?week=`, `?compare`) the page opens elsewhere than its first screen.
    if (!token || req.url.includes('?')) return null;
    // Every signed-in page load comes here: only a page that may have one costs her session.
    const candidate = findAuthenticatedRoute(normalizePath(req.path));
    if (!candidate || !FIRST_SCREEN_PAGES[candidate.route.page]) return null;
    const session = await deps.sessions.resolve(token, requestId);
    if (!session) return null;
    const route = resolveRoute(req.path, session.user);
    if (route.kind !== 'remote') return null;
    const content = FIRST_SCREEN_PAGES[route.page]?.[route.remote];
    const manifest = manifests.get(route.remote)?.();
    const page = manifest?.pages.find((p) => p.page === route.page);
    const shellHtml = deps.shellIndex();
    if (!content || !manifest || !page || !shellHtml) return null;

    const options = (service: ServiceName) => ({
      agent: deps.upstreams[service].agent,
      headers: { [IDENTITY_HEADER]: session.identity, [REQUEST_ID_HEADER]: requestId },
      timeoutMs: DATA_TIMEOUT_MS,
    });
    const at = (service: ServiceName, path: string) => new URL(path, deps.upstreams[service].url);
    const get: AsVisitor = {
      async json(service, path) {
        const { status, body } = await fetchJson(request, at(service, path), options(service));
        return status === 200 ? body : null;
      },
    };
    const filled = await content(route.params, get, req.headers.cookie);
    if (filled === null) return null;
    // The signed-in pages' metadata (noindex), as the shell writes it for this page.
    const meta = {
      ...pageMetadata('dashboard', deps.brand, origin),
      path: req.path,
      title: `${page.title} | ${deps.brand.businessName}`,
    };
    return composeFirstScreen(shellHtml, {
      title: meta.title,
      head: headTags(meta, origin, deps.brand.businessName),
      icon: icon() ?? undefined,
      css: `${manifest.css}${rootColours}`,
      path: req.path,
      html: fillSlots(page.html, {
        brand: deps.brand.businessName,
        subtitle: greetingFor(session.user) ?? '',
        content: filled,
      }),
    });
  }

  return { documentFor };
}

export type FirstScreens = ReturnType<typeof createFirstScreens>;

/**
 * Express middleware: a signed-in GET with a first screen answers it; anything else goes on to the
 * plain shell. `beforeSend` sees the document first (its policy allows its critical CSS and loader).
 */
export function serveFirstScreens(
  screens: FirstScreens,
  beforeSend: (req: Request, res: Response, html: string) => void,
  warn: Warn,
) {
  return async (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET') return next();
    let html: string | null = null;
    try {
      html = await screens.documentFor(req, String(res.getHeader(REQUEST_ID_HEADER) ?? ''));
    } catch (error) {
      warn(`first screen of ${req.path} skipped: ${(error as Error).message}`);
    }
    if (!html) return next();
    beforeSend(req, res, html);
    // Her health data: never kept by a browser's cache or anything in between.
    res.setHeader('cache-control', 'no-store');
    res.setHeader('vary', 'Cookie');
    res.status(200).type('html').send(html);
  };
}
