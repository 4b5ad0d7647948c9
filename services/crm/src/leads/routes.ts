import type { Express } from 'express';
import { leadListQuerySchema, leadUpdateSchema, noteCreateSchema } from '@wellness/contracts';
import { requireRole, callerOf } from '@wellness/kit';
import type { Db } from '../db';
import { parseId } from '../ids';
import { addLeadNote, convertLead, leadDetail, leadsList, updateLead } from './handlers';

/** The leads pipeline: coaches only. */
export function leadRoutes(app: Express, db: Db) {
  app.get('/api/leads', async (req, res) => {
    const caller = callerOf(req.ctx);
    requireRole(req.ctx, 'coach');
    res.json(await leadsList(db, caller, leadListQuerySchema.parse(req.query)));
  });

  app.get('/api/leads/:id', async (req, res) => {
    const caller = callerOf(req.ctx);
    requireRole(req.ctx, 'coach');
    res.json(await leadDetail(db, caller, parseId(req.params.id, 'Lead')));
  });

  app.patch('/api/leads/:id', async (req, res) => {
    const caller = callerOf(req.ctx);
    requireRole(req.ctx, 'coach');
    const id = parseId(req.params.id, 'Lead');
    res.json(await updateLead(db, caller, id, leadUpdateSchema.parse(req.body ?? {})));
  });

  app.post('/api/leads/:id/notes', async (req, res) => {
    const caller = callerOf(req.ctx);
    requireRole(req.ctx, 'coach');
    const id = parseId(req.params.id, 'Lead');
    const { body } = noteCreateSchema.parse(req.body ?? {});
    res.status(201).json(await addLeadNote(db, caller, id, body));
  });

  app.post('/api/leads/:id/convert', async (req, res) => {
    const caller = callerOf(req.ctx);
    requireRole(req.ctx, 'coach');
    const { clientId, lead, created } = await convertLead(
      db,
      caller,
      parseId(req.params.id, 'Lead'),
    );
    res.status(created ? 201 : 200).json({ clientId, lead });
  });
}
