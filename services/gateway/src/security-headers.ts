import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { contentSecurityPolicy, strictTransportSecurity } from 'helmet';
import type { GatewayConfig } from './config';

/**
 * The security headers of every response the gateway sends (issue 11 §1): documents, static files,
 * manifests, `/api/*` answers (the services' too), 404s and probes. helmet writes them.
 *
 * Content-Security-Policy: everything from this origin; scripts from nowhere else but the remotes'
 * and the social widget's origins when they are configured elsewhere, and no inline script unless
 * the document it sits in is served with its hash (computed from the document when it is served,
 * see `document`); images also from `data:` and `blob:` (upload previews); no framing, no plugins,
 * forms and `<base>` only to this origin.
 */

type Middleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

export interface InlineHashes {
  scripts: string[];
  styles: string[];
}

const NO_HASHES: InlineHashes = { scripts: [], styles: [] };

/** What the browser may use; the camera only on this origin (progress photos), the rest nowhere. */
const PERMISSIONS: Record<string, string[]> = {
  camera: ['self'],
  microphone: [],
  geolocation: [],
  payment: [],
  usb: [],
};
export const PERMISSIONS_POLICY = Object.entries(PERMISSIONS)
  .map(([feature, allow]) => `${feature}=(${allow.join(' ')})`)
  .join(', ');

/** `max-age` one year; browsers ignore the header on plain HTTP, so it is sent only over HTTPS. */
const HSTS_MAX_AGE_SECONDS = 365 * 24 * 3600;

/** The origin of an absolute http(s) URL; null for an empty or relative one (this origin). */
export function originOf(url: string | undefined): string | null {
  if (!url || !/^https?:\/\//i.test(url)) return null;
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

const origins = (urls: Array<string | undefined>) =>
  [...new Set(urls.map(originOf).filter((o): o is string => o !== null))].sort();

const JS_TYPES = /^(|module|(text|application)\/(java|ecma)script)$/i;
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const STYLE = /<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi;
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/**
 * The CSP hash of every inline script and `<style>` element of an HTML document. Data blocks
 * (`<script type="application/ld+json">`) never run, so they need none.
 */
export function inlineHashes(html: string): InlineHashes {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  for (const [, attributes, body] of html.matchAll(SCRIPT)) {
    if (/\ssrc\s*=/i.test(` ${attributes}`)) continue;
    const type = /\stype\s*=\s*["']?([^"'\s>]*)/i.exec(` ${attributes}`)?.[1] ?? '';
    if (JS_TYPES.test(type.trim())) scripts.add(sha256(body));
  }
  for (const [, body] of html.matchAll(STYLE)) styles.add(sha256(body));
  return { scripts: [...scripts].sort(), styles: [...styles].sort() };
}

const STYLE_ATTRIBUTE = /\sstyle\s*=\s*(?:"([^"]*)"|'([^']*)')/gi;

/** The CSP hash of every `style="…"` attribute of an HTML document (allowed by 'unsafe-hashes'). */
export function styleAttributeHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, double, single] of html.matchAll(STYLE_ATTRIBUTE))
    hashes.add(sha256(double ?? single));
  return [...hashes].sort();
}

export interface OpsBoardInline extends InlineHashes {
  /** Hashes of the page's `style="…"` attributes. */
  styleAttributes: string[];
}

/**
 * The policy of the ops board (`/ops/queues`, Bull Board) and nothing else: its scripts, styles,
 * images and API calls all come from this origin; its inline code is allowed by hash (the
 * `<style>` elements of its page and of its scripts, and the `style` attributes of its loading
 * indicator through 'unsafe-hashes', which lets exactly those attribute values through, never a
 * script; it has no inline script). Nothing from the remotes or
 * the widget, and nothing third-party (the gateway drops the Google web fonts its page links).
 */
export function opsBoardDirectives(config: GatewayConfig, inline: OpsBoardInline) {
  const https = new URL(config.APP_URL).protocol === 'https:';
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", ...inline.scripts],
    scriptSrcAttr: ["'none'"],
    styleSrc: ["'self'", ...inline.styles],
    styleSrcAttr: inline.styleAttributes.length
      ? ["'unsafe-hashes'", ...inline.styleAttributes]
      : ["'none'"],
    imgSrc: ["'self'", 'data:'],
    fontSrc: ["'self'"],
    connectSrc: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
    ...(https ? { upgradeInsecureRequests: [] } : {}),
  };
}

/** The CSP directives for this configuration, with a document's inline hashes when it has any. */
export function cspDirectives(config: GatewayConfig, hashes: InlineHashes = NO_HASHES) {
  const remotes = origins([
    config.REMOTE_MF_MARKETING_URL,
    config.REMOTE_MF_COACH_URL,
    config.REMOTE_MF_CLIENT_URL,
    config.REMOTE_MF_NUTRITIONIST_URL,
  ]);
  // The third-party feed widget loads its script and whatever it shows from its own origin.
  const widget = origins([config.SOCIAL_WIDGET_SCRIPT_URL]);
  const images = origins([
    config.COACH_IMAGE_URL,
    config.EVENT_IMAGE_URL,
    ...config.TESTIMONIAL_IMAGE_URLS.split(','),
  ]);
  const https = new URL(config.APP_URL).protocol === 'https:';
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", ...remotes, ...widget, ...hashes.scripts],
    scriptSrcAttr: ["'none'"],
    styleSrc: ["'self'", ...remotes, ...widget, ...hashes.styles],
    imgSrc: ["'self'", 'data:', 'blob:', ...new Set([...remotes, ...images, ...widget])],
    fontSrc: ["'self'", ...remotes],
    connectSrc: ["'self'", ...remotes, ...widget],
    ...(widget.length ? { frameSrc: ["'self'", ...widget] } : {}),
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
    ...(https ? { upgradeInsecureRequests: [] } : {}),
  };
}

const noop = () => undefined;

export interface SecurityHeaders {
  /** Every response, first thing; `https` when the client reached us over HTTPS. */
  apply(req: IncomingMessage, res: ServerResponse, https: boolean): void;
  /** An HTML document about to be sent: its policy allows exactly its own inline code. */
  document(req: IncomingMessage, res: ServerResponse, html: string): void;
}

export function createSecurityHeaders(config: GatewayConfig): SecurityHeaders {
  const appIsHttps = new URL(config.APP_URL).protocol === 'https:';
  const common = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(config) },
    strictTransportSecurity: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'deny' },
    // Not sent: COOP moves every navigation into the app to a new browsing context group (a new
    // renderer), and bench/lighthouse.ts then lost the page-load trace (NO_NAVSTART) in two runs out
    // of two. What it guards against (a window that opened the app, or that the app opened, probing
    // it) finds no frames or message listeners here, and framing is refused above.
    crossOriginOpenerPolicy: false,
  }) as Middleware;
  const hsts = strictTransportSecurity({ maxAge: HSTS_MAX_AGE_SECONDS, includeSubDomains: true });
  // One policy per distinct set of inline code: documents change only when a front end is rebuilt.
  const documentPolicies = new Map<string, Middleware>();
  const hashesOf = new Map<string, InlineHashes>();

  const policyFor = (hashes: InlineHashes): Middleware => {
    const key = [...hashes.scripts, '|', ...hashes.styles].join(' ');
    let policy = documentPolicies.get(key);
    if (!policy) {
      if (documentPolicies.size >= 32) documentPolicies.clear();
      policy = contentSecurityPolicy({
        useDefaults: false,
        directives: cspDirectives(config, hashes),
      });
      documentPolicies.set(key, policy);
    }
    return policy;
  };

  return {
    apply(req, res, https) {
      common(req, res, noop);
      if (https || appIsHttps) hsts(req, res, noop);
      res.setHeader('permissions-policy', PERMISSIONS_POLICY);
    },
    document(req, res, html) {
      let hashes = hashesOf.get(html);
      if (!hashes) {
        if (hashesOf.size >= 32) hashesOf.clear();
        hashes = inlineHashes(html);
        hashesOf.set(html, hashes);
      }
      if (hashes.scripts.length || hashes.styles.length) policyFor(hashes)(req, res, noop);
    },
  };
}
