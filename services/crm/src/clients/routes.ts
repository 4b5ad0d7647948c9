import type { Express } from 'express';
import { z } from 'zod';
import {
  assignmentSchema,
  bulkClientActionSchema,
  clientListQuerySchema,
  clientUpdateSchema,
  noteCreateSchema,
} from '@wellness/contracts';
import { requireRole, callerOf } from '@wellness/kit';
import type { Db } from '../db';
import { parseId } from '../ids';
import {
  addClientNote,
  assignNutritionist,
  bulkClientAction,
  clientDetail,
  clientsVisibleTo,
  exportClients,
  ownClientRecord,
  updateClient,
} from './handlers';

const EXPORT_MESSAGE = 'Choose the clients to export';
/** `?ids=a,b,c` (or repeated `ids=`): the selection to export. */
const exportQuerySchema = z.object({
  ids: z
    .union([z.string(), z.array(z.string())], { message: EXPORT_MESSAGE })
    .transform((value) =>
      (Array.isArray(value) ? value.join(',') : value)
        .split(',')
        .map((id) => id.trim())
        .filter(Boolean),
    )
    .pipe(
      z
        .array(z.uuid({ message: 'must be a valid id' }))
        .min(1, { message: EXPORT_MESSAGE })
        .max(1000, { message: 'Export at most 1000 clients at a time' }),
    ),
});

export function clientRoutes(app: Express, db: Db) {
  app.get('/api/clients', async (req, res) => {
    const caller = callerOf(req.ctx);
    requireRole(req.ctx, 'coach', 'nutritionist');
    res.json(await clientsVisibleTo(db, caller, clientListQuerySchema.parse(req.query)));
  });

  // Before /api/clients/:id, which would otherwise take "me", "export" and "bulk" for ids.
  app.get('/api/clients/me', async (req, res) => {
    res.json(await ownClientRecord(db, callerOf(req.ctx)));
  });

  app.get('/api/clients/export', async (req, res) => {
    const caller = callerOf(req.ctx);
    requireRole(req.ctx, 'coach');
    const { ids } = exportQuerySchema.parse(req.query);
    const csv = await exportClients(db, caller, ids);
    res
      .status(200)
      .set({
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="${csv.filename}"`,
        'cache-control': 'no-store',
      })
      .send(csv.body);
  });

  app.post('/api/clients/bulk', async (req, res) => {
    const caller = callerOf(req.ctx);
    requireRole(req.ctx, 'coach');
    res.json(await bulkClientAction(db, caller, bulkClientActionSchema.parse(req.body ?? {})));
  });

  app.get('/api/clients/:id', async (req, res) => {
    const caller = callerOf(req.ctx);
    res.json(await clientDetail(db, caller, parseId(req.params.id, 'Client')));
  });

  app.patch('/api/clients/:id', async (req, res) => {
    const caller = callerOf(req.ctx);
    requireRole(req.ctx, 'coach');
    const id = parseId(req.params.id, 'Client');
    res.json(await updateClient(db, caller, id, clientUpdateSchema.parse(req.body ?? {})));
  });

  app.post('/api/clients/:id/notes', async (req, res) => {
    const caller = callerOf(req.ctx);
    requireRole(req.ctx, 'coach');
    const id = parseId(req.params.id, 'Client');
    const { body } = noteCreateSchema.parse(req.body ?? {});
    res.status(201).json(await addClientNote(db, caller, id, body));
  });

  app.post('/api/clients/:id/assignments', async (req, res) => {
    const caller = callerOf(req.ctx);
    requireRole(req.ctx, 'coach');
    const id = parseId(req.params.id, 'Client');
    const { nutritionistUserId } = assignmentSchema.parse(req.body ?? {});
    res.json(await assignNutritionist(db, caller, id, nutritionistUserId));
  });
}
