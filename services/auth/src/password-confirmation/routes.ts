import { Router } from 'express';
import { passwordConfirmationRequestSchema } from '@wellness/contracts';
import { callerOf } from '@wellness/kit';
import type { AuthDeps } from '../deps';
import { confirmPassword } from './handlers';

/** `/api/auth/confirm-password`: any signed-in user re-confirms her password (handlers.ts). */
export function passwordConfirmationRoutes(deps: AuthDeps) {
  const router = Router();
  router.post('/confirm-password', async (req, res) => {
    const input = passwordConfirmationRequestSchema.parse(req.body ?? {});
    res.json(await confirmPassword(deps, callerOf(req.ctx), input));
  });
  return router;
}
