import type { Express } from 'express';
import {
  changePasswordSchema,
  forgotPasswordSchema,
  resetPasswordSchema,
} from '@wellness/contracts';
import { requireIdentity } from '@wellness/kit';
import type { AuthDeps } from '../deps';
import { changePassword, requestPasswordReset, resetPassword } from './handlers';

export function passwordRoutes(app: Express, deps: AuthDeps) {
  app.post('/api/auth/forgot-password', async (req, res) => {
    const { email } = forgotPasswordSchema.parse(req.body ?? {});
    res.json(
      await requestPasswordReset(deps, email, {
        correlationId: req.ctx.correlationId,
        actor: null,
      }),
    );
  });

  app.post('/api/auth/reset-password', async (req, res) => {
    res.json(await resetPassword(deps, resetPasswordSchema.parse(req.body ?? {})));
  });

  app.post('/api/auth/change-password', async (req, res) => {
    const identity = requireIdentity(req.ctx);
    res.json(await changePassword(deps, identity, changePasswordSchema.parse(req.body ?? {})));
  });
}
