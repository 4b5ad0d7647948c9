import { Router } from 'express';
import { registerSchema } from '@wellness/contracts';
import type { AuthDeps } from '../deps';
import { visitorOf } from '../visitor';
import { register } from './handlers';

/** Self-registration, mounted at /api/auth. Public, no role guard: whoever registers is not signed in. */
export function registrationRoutes(deps: AuthDeps) {
  const router = Router();

  router.post('/register', async (req, res) => {
    const input = registerSchema.parse(req.body ?? {});
    res.status(201).json(await register(deps, visitorOf(req), input));
  });

  return router;
}
