import express, { Router } from 'express';
import type { ErrorRequestHandler, Response } from 'express';
import { z } from 'zod';
import { UNSUBSCRIBE_MESSAGES } from '@wellness/contracts';
import { DomainError } from '@wellness/kit';
import type { NotificationDeps } from '../deps';
import { chooseSubscription, showUnsubscribe, unsubscribeInOneClick } from './handlers';
import { UNSUBSCRIBE_PAGE_POLICY, unsubscribeNotFoundPage, unsubscribePage } from './page';

const choiceSchema = z.object({
  choice: z.enum(['unsubscribe', 'resubscribe'], {
    message: 'Choose to unsubscribe or to subscribe again',
  }),
});

/**
 * RFC 8058's body, `List-Unsubscribe=One-Click`: url-encoded as most mail providers send it, or
 * as a multipart form (which the RFC also allows), read here as text.
 */
function isOneClick(body: unknown): boolean {
  if (typeof body === 'string')
    return /name="?List-Unsubscribe"?\r?\n(?:[^\r\n]+\r?\n)*\r?\nOne-Click\r?\n/i.test(body);
  return (body as Record<string, unknown> | undefined)?.['List-Unsubscribe'] === 'One-Click';
}

const formBody = express.urlencoded({ extended: false, limit: '4kb' });
const multipartAsText = express.text({ type: 'multipart/form-data', limit: '4kb' });

function sendPage(res: Response, status: number, html: string) {
  res
    .status(status)
    .set({
      'content-type': 'text/html; charset=utf-8',
      'content-security-policy': UNSUBSCRIBE_PAGE_POLICY,
      'x-frame-options': 'DENY',
      // The token in the address is hers alone: never sent on as a referrer, never cached.
      'referrer-policy': 'no-referrer',
      'cache-control': 'no-store',
      'x-robots-tag': 'noindex',
    })
    .send(html);
}

const sendText = (res: Response, status: number, text: string) =>
  res
    .status(status)
    .set({ 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' })
    .send(text);

/**
 * `/unsubscribe/:token`, public: no role guard, whoever holds the link may use it (a mail client
 * included, with no session); the signed token is the proof (token.ts), and a forged one is 404.
 */
export function unsubscribeRoutes(deps: NotificationDeps) {
  const router = Router();

  router.get('/:token', async (req, res) => {
    const state = await showUnsubscribe(deps, req.params.token);
    sendPage(res, 200, unsubscribePage(deps.brand, state));
  });

  router.post('/:token', formBody, multipartAsText, async (req, res) => {
    if (isOneClick(req.body)) {
      await unsubscribeInOneClick(deps, req.params.token);
      sendText(res, 200, UNSUBSCRIBE_MESSAGES.unsubscribed);
      return;
    }
    const { choice } = choiceSchema.parse(req.body ?? {});
    const state = await chooseSubscription(deps, req.params.token, choice);
    sendPage(res, 200, unsubscribePage(deps.brand, state));
  });

  const notFoundPage: ErrorRequestHandler = (error, req, res, next) => {
    if (!(error instanceof DomainError && error.code === 'NOT_FOUND')) return next(error);
    if (req.method === 'POST' && isOneClick(req.body))
      sendText(res, 404, UNSUBSCRIBE_MESSAGES.notFound);
    else sendPage(res, 404, unsubscribeNotFoundPage(deps.brand));
  };
  router.use(notFoundPage);

  return router;
}
