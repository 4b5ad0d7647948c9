import request from 'supertest';
import { IDENTITY_HEADER } from '@wellness/contracts';
import { consumeEvent, createLogger } from '@wellness/kit';
import { authEventHandlers } from '../../services/auth/src/events';
import { cookieHeader, startAuth } from '../../services/auth/test/harness';
import { startNotification } from '../../services/notification/test/harness';
import { crmEventHandlers, seedCoach, startCrm } from './crm';
import { eventRelay } from './relay';
import type { Consumer } from './relay';

const log = createLogger('flows', 'silent');

/**
 * The real auth, crm and notification services, each on its own database, with the coach on
 * crm's team. Events travel as the relay would carry them: the producer's outbox row (the
 * envelope) handed to each subscriber's consumer.
 */
export async function startServices() {
  const [auth, crm, notification] = await Promise.all([
    startAuth(),
    startCrm(),
    startNotification(),
  ]);
  const coach = await seedCoach(crm.db);
  const relay = eventRelay();

  const toAuth = (): Consumer => (envelope) =>
    consumeEvent(
      envelope,
      auth.db,
      authEventHandlers({ ...auth.deps, announceSessionChange: async () => {} }),
      log,
    );
  const toCrm = (): Consumer => (envelope) => consumeEvent(envelope, crm.db, crmEventHandlers, log);
  const toNotification = (): Consumer => (envelope) =>
    consumeEvent(envelope, notification.db, notification.handlers, log);

  const login = (email: string, password: string) =>
    request(auth.app).post('/api/auth/login').send({ email, password });

  /** What the gateway does with a session cookie: asks auth for the signed identity. */
  async function identityOf(loginResponse: request.Response): Promise<Record<string, string>> {
    const session = await request(auth.app)
      .get('/internal/session')
      .set('cookie', cookieHeader(loginResponse));
    expect(typeof session.body.identity).toBe('string');
    return { [IDENTITY_HEADER]: session.body.identity };
  }

  return {
    auth,
    crm,
    notification,
    coach,
    relay,
    toAuth,
    toCrm,
    toNotification,
    login,
    identityOf,
    close: () => Promise.all([auth.close(), crm.close(), notification.close()]),
  };
}

export type Services = Awaited<ReturnType<typeof startServices>>;

/** The set-password link in an email's text. */
export function setPasswordLink(text: string): URL {
  const match = /https?:\/\/\S+reset-password\?token=[^\s"<]+/.exec(text);
  expect(match).not.toBeNull();
  return new URL(match![0]);
}
