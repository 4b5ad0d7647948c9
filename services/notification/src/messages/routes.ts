import { Router } from 'express';
import type { Request } from 'express';
import {
  conversationsQuerySchema,
  messagesQuerySchema,
  readUpToSchema,
  sendMessageSchema,
} from '@wellness/contracts';
import { allowRoles, callerOf, idParam, sendJsonText } from '@wellness/kit';
import type { NotificationDeps } from '../deps';
import {
  callerUnread,
  listCallerConversations,
  markRead,
  messagePage,
  readConversation,
  sendMessage,
} from './handlers';
import { openMessageStream } from './stream';

/**
 * `/api/conversations`: every signed-in role; which conversations each sees and where she writes
 * is access.ts's answer (anyone else's conversation is "not found").
 */
export function conversationRoutes(deps: NotificationDeps): Router {
  const router = Router();
  router.use(allowRoles('client', 'coach', 'nutritionist'));

  router.get('/', async (req, res) => {
    res.json(
      await listCallerConversations(
        deps,
        callerOf(req.ctx),
        conversationsQuerySchema.parse(req.query),
      ),
    );
  });

  router.get('/:id', async (req, res) => {
    res.json(
      await readConversation(deps, callerOf(req.ctx), idParam(req.params.id, 'Conversation')),
    );
  });

  router.get('/:id/messages', async (req, res) => {
    const { before } = messagesQuerySchema.parse(req.query);
    sendJsonText(
      res,
      await messagePage(deps, callerOf(req.ctx), idParam(req.params.id, 'Conversation'), before),
    );
  });

  router.post('/:id/messages', async (req, res) => {
    const input = sendMessageSchema.parse(req.body ?? {});
    const sent = await sendMessage(
      deps,
      callerOf(req.ctx),
      idParam(req.params.id, 'Conversation'),
      input,
    );
    res.status(sent.created ? 201 : 200).json(sent.message);
  });

  router.post('/:id/read', async (req, res) => {
    const { upTo } = readUpToSchema.parse(req.body ?? {});
    res.json(await markRead(deps, callerOf(req.ctx), idParam(req.params.id, 'Conversation'), upTo));
  });

  return router;
}

/** A reconnect's Last-Event-ID (header, or `?lastEventId=` for a page that resumes by hand). */
function lastEventIdOf(req: Request): bigint | null {
  const raw = req.headers['last-event-id'] ?? req.query.lastEventId;
  return typeof raw === 'string' && /^\d{1,18}$/.test(raw) ? BigInt(raw) : null;
}

/**
 * `/api/messages`: the caller's live stream (Server-Sent Events) and her unread total (the badge,
 * and the pages' fallback when a stream cannot stay open).
 */
export function messageRoutes(deps: NotificationDeps): Router {
  const router = Router();
  router.use(allowRoles('client', 'coach', 'nutritionist'));

  router.get('/stream', async (req, res) => {
    const caller = callerOf(req.ctx);
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      'x-accel-buffering': 'no',
    });
    res.flushHeaders();
    try {
      await openMessageStream(deps, caller, lastEventIdOf(req), {
        write: (chunk) => res.write(chunk),
        end: () => res.end(),
        onClose: (listener) => res.on('close', listener),
      });
    } catch (error) {
      // The answer has begun: end it, and the page reconnects (replaying what it missed).
      req.ctx.log.warn({ err: error }, 'message stream failed to open');
      res.end();
    }
  });

  router.get('/unread', async (req, res) => {
    res.json(await callerUnread(deps, callerOf(req.ctx)));
  });

  return router;
}
