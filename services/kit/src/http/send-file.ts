import type { IncomingHttpHeaders, ServerResponse } from 'node:http';
import { pipeline } from 'node:stream';
import type { StoredFile } from '../files/file-store';

export interface SendFileOptions {
  /** `inline` (the default: shown in the page) or an `attachment; filename=…` (downloaded). */
  disposition?: string;
  /** The content type to answer with, when not the stored one. */
  contentType?: string;
}

/**
 * A stored file, privately: cached by her browser only and revalidated by its ETag (a matching
 * If-None-Match answers 304 without the bytes). The access check comes before: files are never
 * public.
 */
export function sendFile(
  req: { headers: IncomingHttpHeaders },
  res: ServerResponse,
  file: StoredFile,
  options: SendFileOptions = {},
): void {
  res.setHeader('cache-control', 'private, max-age=0, must-revalidate');
  res.setHeader('etag', file.etag);
  res.setHeader('x-content-type-options', 'nosniff');
  if (req.headers['if-none-match'] === file.etag) {
    file.body.destroy();
    res.statusCode = 304;
    res.end();
    return;
  }
  res.setHeader('content-type', options.contentType ?? file.contentType);
  res.setHeader('content-length', String(file.size));
  res.setHeader('content-disposition', options.disposition ?? 'inline');
  // pipeline, not pipe: a download she abandons closes the file too, not only the response.
  pipeline(file.body, res, () => undefined);
}

/**
 * A Content-Disposition that downloads the file under its name: an ASCII fallback (anything else,
 * quotes and backslashes become `_`) and the exact name in UTF-8 (RFC 6266 / 5987).
 */
export function attachmentDisposition(name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
