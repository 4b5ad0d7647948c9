import type { AutomationTrigger, ClientSnapshot } from '@wellness/contracts';
import type { EventHandlers, HandlerContext } from '@wellness/kit';
import type { Tx } from '../db';
import { findClient } from '../clients/repository';
import type { AutomationDeps } from './engine';
import { enrolInEach, liveAutomations } from './enrol';
import type { Subject } from './enrol';
import { LEAD_EXITS, meetExit } from './exits';
import type { ExitReason } from './exits';
import type { PendingStep } from './enrolment-repository';

type Deps = Pick<AutomationDeps, 'clock' | 'automationSteps'>;
type EventTrigger = Extract<AutomationTrigger, { type: 'event' }>['event'];
type ClientRow = NonNullable<Awaited<ReturnType<typeof findClient>>>;

const clientSubject = (client: ClientRow): Subject => ({
  kind: 'client',
  id: client.clientId,
  email: client.email,
  firstName: client.firstName,
  lastName: client.lastName,
  timeZone: client.timeZone,
  facts: {
    status: client.status,
    nutritionistUserId: client.nutritionistUserId,
    tags: client.tags,
  },
});

/**
 * The events that enrol people in automations (their triggers) and end enrolments early (their
 * exits). Must be merged BEFORE clientEvents: on `client.changed` it reads her previous status
 * from the replica, before the snapshot is applied, to see that she became active.
 */
export function automationEvents(deps: Deps): EventHandlers<Tx> {
  /** Enrols her in the live automations of this trigger; their first steps go after commit. */
  async function trigger(
    tx: Tx,
    ctx: HandlerContext,
    event: EventTrigger,
    subject: Subject,
    triggerKey: string,
  ) {
    const automations = await liveAutomations(tx, (t) => t.type === 'event' && t.event === event);
    if (automations.length === 0) return;
    const now = deps.clock.now();
    const first = await enrolInEach(tx, automations, subject, triggerKey, now);
    if (first.length) {
      ctx.log.info({ event, subject: subject.id, enrolled: first.length }, 'enrolled');
      ctx.afterCommit(() => deps.automationSteps.schedule(first, now));
    }
  }

  async function exit(
    tx: Tx,
    ctx: HandlerContext,
    subject: { kind: 'client' | 'lead'; id: string },
    reason: ExitReason,
  ) {
    const ended: PendingStep[] = await meetExit(tx, subject, reason, deps.clock.now());
    if (ended.length) {
      ctx.log.info({ subject: subject.id, reason, exited: ended.length }, 'enrolments exited');
      ctx.afterCommit(() => deps.automationSteps.cancel(ended));
    }
  }

  /** Her replica row, as a subject; none (logged): the event enrols no one. */
  async function knownClient(tx: Tx, ctx: HandlerContext, clientId: string) {
    const client = await findClient(tx, clientId);
    if (!client) ctx.log.warn({ clientId }, 'automations: client not in the replica yet');
    return client ? clientSubject(client) : null;
  }

  /** Her replica row, else what the event says of her (then only empty conditions hold). */
  async function clientOrPayload(
    tx: Tx,
    payload: { clientId: string; email: string; firstName: string; lastName: string },
  ): Promise<Subject> {
    const client = await findClient(tx, payload.clientId);
    if (client) return clientSubject(client);
    const { clientId: id, email, firstName, lastName } = payload;
    return { kind: 'client', id, email, firstName, lastName, timeZone: null, facts: null };
  }

  /** A snapshot of her (before the read model applies it): archived exits, newly active enrols. */
  async function clientChanged(
    tx: Tx,
    ctx: HandlerContext,
    snapshot: ClientSnapshot,
    occurredAt: Date,
  ) {
    const before = await findClient(tx, snapshot.clientId);
    // An older snapshot than the one applied says nothing new.
    if (before && before.changedAt > occurredAt) return;
    if (snapshot.status === 'archived')
      await exit(tx, ctx, { kind: 'client', id: snapshot.clientId }, 'client_archived');
    if (snapshot.status !== 'active' || before?.status === 'active') return;
    const subject = clientSubject({
      ...(before ?? { timeZone: null, tags: [] }),
      ...snapshot,
      tags: snapshot.tags ?? before?.tags ?? [],
    } as ClientRow);
    await trigger(tx, ctx, 'client.activated', subject, 'activated');
  }

  return {
    'lead.created': async ({ payload }, tx, ctx) => {
      const { leadId: id, email, firstName, lastName } = payload;
      const lead: Subject = {
        kind: 'lead',
        id,
        email,
        firstName,
        lastName,
        timeZone: null,
        facts: null,
      };
      await trigger(tx, ctx, 'lead.created', lead, id);
    },
    'lead.changed': async ({ payload }, tx, ctx) => {
      const reason = LEAD_EXITS[payload.status];
      if (reason && payload.status !== payload.previousStatus)
        await exit(tx, ctx, { kind: 'lead', id: payload.leadId }, reason);
    },
    'client.changed': async (event, tx, ctx) => {
      for (const client of event.payload.clients)
        await clientChanged(tx, ctx, client, new Date(event.occurredAt));
    },
    'onboarding.completed': async ({ payload }, tx, ctx) => {
      const subject = await knownClient(tx, ctx, payload.clientId);
      if (subject)
        await trigger(
          tx,
          ctx,
          'onboarding.completed',
          { ...subject, timeZone: payload.timeZone },
          'onboarding',
        );
    },
    'checkin.submitted': async ({ payload }, tx, ctx) => {
      await exit(tx, ctx, { kind: 'client', id: payload.clientId }, 'checked_in');
      const subject = await knownClient(tx, ctx, payload.clientId);
      if (subject) await trigger(tx, ctx, 'checkin.submitted', subject, payload.checkinId);
    },
    'checkin.reviewed': async ({ payload }, tx, ctx) => {
      await trigger(
        tx,
        ctx,
        'checkin.reviewed',
        await clientOrPayload(tx, payload),
        payload.checkinId,
      );
    },
    'nutrition_plan.published': async ({ payload }, tx, ctx) => {
      const key = `${payload.planId}:v${payload.versionNumber}`;
      await trigger(tx, ctx, 'nutrition_plan.published', await clientOrPayload(tx, payload), key);
    },
    'payment.failed': async ({ payload }, tx, ctx) => {
      await trigger(
        tx,
        ctx,
        'payment.failed',
        await clientOrPayload(tx, payload),
        payload.paymentId,
      );
    },
  };
}
