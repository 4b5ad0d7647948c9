import { Router } from 'express';
import {
  automationInputSchema,
  enrolmentListQuerySchema,
  AUTOMATION_MESSAGES,
} from '@wellness/contracts';
import { allowRoles, isUuid, DomainError } from '@wellness/kit';
import type { NotificationDeps } from '../deps';
import {
  createNewAutomation,
  disableAutomation,
  enableAutomation,
  listAutomations,
  listEnrolments,
  saveAutomation,
} from './handlers';

/** An automation's id in the path: what is not a uuid names none. */
function automationId(value: unknown): string {
  if (!isUuid(value)) throw new DomainError('NOT_FOUND', AUTOMATION_MESSAGES.notFound);
  return value.toLowerCase();
}

/** The coach's automations, mounted at /api/automations. */
export function automationRoutes(deps: NotificationDeps) {
  const router = Router();
  router.use(allowRoles('coach'));

  router.get('/', async (_req, res) => {
    res.set('cache-control', 'no-store').json(await listAutomations(deps));
  });

  router.post('/', async (req, res) => {
    const input = automationInputSchema.parse(req.body ?? {});
    res.status(201).json(await createNewAutomation(deps, input));
  });

  router.put('/:id', async (req, res) => {
    const id = automationId(req.params.id);
    const input = automationInputSchema.parse(req.body ?? {});
    res.json(await saveAutomation(deps, id, input));
  });

  router.post('/:id/enable', async (req, res) => {
    res.json(await enableAutomation(deps, automationId(req.params.id)));
  });

  router.post('/:id/disable', async (req, res) => {
    res.json(await disableAutomation(deps, automationId(req.params.id)));
  });

  router.get('/:id/enrolments', async (req, res) => {
    const id = automationId(req.params.id);
    const query = enrolmentListQuerySchema.parse(req.query);
    res.set('cache-control', 'no-store').json(await listEnrolments(deps, id, query));
  });

  return router;
}
