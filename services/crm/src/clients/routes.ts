import type { Express } from 'express';
import { z } from 'zod';
import { pageQuerySchema } from '@wellness/contracts';
import { requireIdentity } from '@wellness/kit';
import type { Db } from '../db';
import { clientsVisibleTo, ownClientRecord } from './handlers';

const listQuerySchema = pageQuerySchema.extend({
  search: z.string().trim().max(200).optional(),
  status: z.enum(['active', 'paused', 'pending', 'archived']).optional(),
});

export function clientRoutes(app: Express, db: Db) {
  app.get('/api/clients', async (req, res) => {
    const identity = requireIdentity(req.ctx);
    res.json(await clientsVisibleTo(db, identity, listQuerySchema.parse(req.query)));
  });

  app.get('/api/clients/me', async (req, res) => {
    res.json(await ownClientRecord(db, requireIdentity(req.ctx)));
  });
}
