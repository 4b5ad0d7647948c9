import type { Express } from 'express';
import { registerSchema } from '@wellness/contracts';
import type { AuthDeps } from '../deps';
import { register } from './handlers';

export function registrationRoutes(app: Express, deps: AuthDeps) {
  app.post('/api/auth/register', async (req, res) => {
    const input = registerSchema.parse(req.body ?? {});
    const { correlationId } = req.ctx;
    res.status(201).json(await register(deps, input, { correlationId, actor: null }));
  });
}
