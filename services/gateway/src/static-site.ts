import { join } from 'node:path';
import compression from 'compression';
import express from 'express';
import type { Logger } from 'pino';
import type { Express, Response } from 'express';
import {
  REMOTE_NAMES,
  findAuthenticatedRoute,
  normalizePath,
  resolveRoute,
  siteBrandFromEnv,
} from '@wellness/contracts';
import type { RemoteConfig } from '@wellness/contracts';
import { REMOTE_URL_SETTING } from './config';
import type { GatewayConfig } from './config';
import { fileWhenChanged } from './file-when-changed';
import type { Warn } from './file-when-changed';
import { createFirstScreens, serveFirstScreens } from './first-screens';
import type { FirstScreenDeps } from './first-screens';
import { servePrecompressed } from './precompressed';
import { createPrerenderedPages, servePrerendered } from './prerendered';
import type { SecurityHeaders } from './security-headers';
import { mountSecurityTxt, mountSeoFiles } from './seo-files';

const HASHED_ASSET = /\.[0-9a-f]{8,}\.(js|css|woff2?|png|jpe?g|webp|avif|svg)$/;

/** Content-hashed files never change: cache for a year. Everything else (HTML, manifests, remote entries) revalidates. */
function cacheHeaders(res: Response, path: string) {
  res.setHeader(
    'cache-control',
    HASHED_ASSET.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache',
  );
}

export function remoteConfig(config: GatewayConfig): RemoteConfig {
  return {
    remotes: Object.fromEntries(
      REMOTE_NAMES.map((name) => [
        name,
        {
          entry:
            (config[REMOTE_URL_SETTING[name]] as string | undefined) ||
            `/mf/${name}/mf-manifest.json`,
        },
      ]),
    ),
    brand: siteBrandFromEnv(config),
  };
}

/** A path some visitor can open: public, sign-in, or any signed-in route. Others get a 404 status. */
export function isKnownPath(pathname: string): boolean {
  const path = normalizePath(pathname);
  const anonymous = resolveRoute(path, null);
  return (
    !(anonymous.kind === 'shell' && anonymous.page === 'not-found') ||
    !!findAuthenticatedRoute(path)
  );
}

/**
 * The shell at `/` with SPA fallback, each remote under `/mf/<name>/`, and the runtime remote config.
 * With `signedIn` (her session and the services), pages that have a first screen are served with it.
 */
export function createStaticSite(
  config: GatewayConfig,
  security: SecurityHeaders,
  logger: Logger,
  signedIn?: Pick<FirstScreenDeps, 'sessions' | 'upstreams'>,
): Express {
  const warn: Warn = (message) => logger.warn(message);
  const app = express();
  app.disable('x-powered-by');
  // Documents and config are compressed on the fly; built assets have precompressed twins.
  app.use(compression());
  const body = JSON.stringify(remoteConfig(config));
  app.get('/remote-config.json', (_req, res) => {
    res.setHeader('cache-control', 'no-cache');
    res.type('json').send(body);
  });
  for (const name of REMOTE_NAMES) {
    app.use(`/mf/${name}`, (_req, res, next) => {
      // A remote may be used by a shell on another origin (a CDN, the dev server).
      res.setHeader('access-control-allow-origin', '*');
      res.setHeader('cross-origin-resource-policy', 'cross-origin');
      next();
    });
    const dist = join(config.STATIC_ROOT, name, 'dist');
    app.use(`/mf/${name}`, servePrecompressed(dist, cacheHeaders));
    app.use(
      `/mf/${name}`,
      express.static(dist, {
        index: false,
        setHeaders: cacheHeaders,
        fallthrough: true,
      }),
    );
  }
  app.use('/mf', (_req, res) => {
    res.status(404).type('text').send('Not found');
  });
  const shellDist = join(config.STATIC_ROOT, 'shell', 'dist');
  app.use(servePrecompressed(shellDist, cacheHeaders));
  app.use(express.static(shellDist, { index: false, setHeaders: cacheHeaders }));
  // Public pages: robots.txt, sitemap.xml and the prerendered marketing documents (issue 4).
  mountSeoFiles(app, config);
  mountSecurityTxt(app, config);
  const shellIndex = fileWhenChanged(
    join(shellDist, 'index.html'),
    (bytes) => bytes.toString('utf8'),
    warn,
  );
  app.use(
    servePrerendered(
      createPrerenderedPages(config, remoteConfig(config).brand, shellIndex, warn),
      (req, res, html) => security.document(req, res, html),
    ),
  );
  if (signedIn) {
    const screens = createFirstScreens({
      ...signedIn,
      config,
      brand: siteBrandFromEnv(config),
      shellIndex,
      warn,
    });
    app.use(
      serveFirstScreens(screens, (req, res, html) => security.document(req, res, html), warn),
    );
  }
  app.get(/.*/, (req, res) => {
    const html = shellIndex();
    if (html === null) {
      res.status(503).type('text').send('The app has not been built yet: run `npm start`.');
      return;
    }
    security.document(req, res, html);
    res.setHeader('cache-control', 'no-cache');
    res
      .status(isKnownPath(req.path) ? 200 : 404)
      .type('html')
      .send(html);
  });
  return app;
}
