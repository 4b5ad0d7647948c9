import { statSync } from 'node:fs';
import { extname, join, normalize, sep } from 'node:path';
import type { NextFunction, Request, Response } from 'express';
import { COMPRESSIBLE_FILE } from '@wellness/contracts';

/** The front-end builds write `.br` and `.gz` twins of their text assets (packages/ui/webpack). */
const TWINS = { br: '.br', gzip: '.gz' } as const;

const isFile = (file: string) => statSync(file, { throwIfNoEntry: false })?.isFile() ?? false;

/**
 * Serves a build's precompressed twin of a static file when the browser accepts its encoding, with the
 * original's content type and cache headers. Checked per request, so a rebuilt front end is picked up
 * without a restart; anything without a twin falls through to the plain static handler.
 */
export function servePrecompressed(
  root: string,
  setHeaders: (res: Response, path: string) => void,
) {
  return (req: Request, res: Response, next: NextFunction) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !COMPRESSIBLE_FILE.test(req.path))
      return next();
    res.vary('Accept-Encoding');
    // Brotli first whenever accepted: browsers list gzip first, but brotli files are smaller.
    const encoding = (['br', 'gzip'] as const).find((e) => req.acceptsEncodings(e) === e);
    if (!encoding) return next();
    let relative: string;
    try {
      relative = normalize(decodeURIComponent(req.path));
    } catch {
      return next();
    }
    if (relative.split(sep).includes('..')) return next();
    const file = join(root, relative) + TWINS[encoding];
    if (!isFile(file)) return next();
    res.setHeader('content-encoding', encoding);
    res.type(extname(relative));
    setHeaders(res, relative);
    res.sendFile(file, (error) => error && next(error));
  };
}
