import { createHash } from 'node:crypto';
import type { Response } from 'express';
import type { Redis } from '@wellness/kit';

/**
 * An email's HTML as a document of its own, for the coach's preview frames. An email is styled
 * inline, which the app's own policy (hashes only) forbids, and a `srcdoc` frame inherits that
 * policy: so the frame loads this document instead, whose policy allows inline styles and
 * nothing else (no scripts, no fetches, sandboxed), framed by this origin only.
 */
const EMAIL_VIEW_POLICY = [
  "default-src 'none'",
  "style-src 'unsafe-inline'",
  'img-src https: data:',
  'font-src https: data:',
  "frame-ancestors 'self'",
  'sandbox',
].join('; ');

export function sendEmailHtml(res: Response, html: string) {
  res
    .status(200)
    .set({
      'content-type': 'text/html; charset=utf-8',
      'content-security-policy': EMAIL_VIEW_POLICY,
      'x-frame-options': 'SAMEORIGIN',
      'cache-control': 'private, no-store',
    })
    .send(html);
}

/** How long a rendered preview can be framed. */
const PREVIEW_TTL_SECONDS = 600;

/**
 * Rendered previews kept briefly in Redis, so a frame can load one by its id. The id is the
 * HTML's own digest: the same preview asked again keeps its address, so the frame does not reload.
 */
export class EmailPreviewStore {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {}

  private key = (id: string) => `${this.prefix}:email-preview:${id}`;

  async keep(html: string): Promise<string> {
    const id = createHash('sha256').update(html).digest('hex');
    await this.redis.set(this.key(id), html, 'EX', PREVIEW_TTL_SECONDS);
    return id;
  }

  html(id: string): Promise<string | null> {
    return this.redis.get(this.key(id));
  }
}

/** What a preview id looks like (the digest `keep` gives). */
export const isPreviewId = (id: string) => /^[0-9a-f]{64}$/.test(id);
