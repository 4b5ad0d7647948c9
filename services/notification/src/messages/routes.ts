import { Router } from 'express';
import {
  conversationsQuerySchema,
  messagesQuerySchema,
  readUpToSchema,
  sendMessageSchema,
} from '@wellness/contracts';
import { allowRoles, callerOf, idParam } from '@wellness/kit';
import type { NotificationDeps } from '../deps';
import {
  callerUnread,
  listCallerConversations,
  markRead,
  messagePage,
  readConversation,
  sendMessage,
} from './handlers';

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
    res.json(
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

/** `/api/messages`: the caller's unread total (the badge, and the stream's fallback). */
export function messageRoutes(deps: NotificationDeps): Router {
  const router = Router();
  router.use(allowRoles('client', 'coach', 'nutritionist'));

  router.get('/unread', async (req, res) => {
    res.json(await callerUnread(deps, callerOf(req.ctx)));
  });

  return router;
}
