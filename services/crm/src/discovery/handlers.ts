import { DISCOVERY_MESSAGES } from '@wellness/contracts';
import type { DiscoveryInput, DiscoveryResponse, Utm } from '@wellness/contracts';
import { recordEvent } from '@wellness/kit';
import type { EventContext, RateLimitRule } from '@wellness/kit';
import type { Logger } from 'pino';
import type { CrmDeps } from '../deps';
import type { Prisma } from '../generated/prisma/client';
import { createLead, findOpenLeadByEmail, lockLeadEmail, updateLead } from '../leads/repository';

/** Where leads from the public discovery form come from (Lead.source). */
export const DISCOVERY_SOURCE = 'discovery';

export const DISCOVERY_RATE_MESSAGE =
  'We have received several requests from your network in a short time.';

/** The public form's caller: anyone (signed in or not), known by her address. */
export interface Visitor extends EventContext {
  ip: string;
  log: Logger;
}

export type DiscoveryOutcome =
  { kind: 'created'; leadId: string } | { kind: 'updated'; leadId: string } | { kind: 'ignored' };

/** Accepted submissions per client address within the window. */
const rateKeys = (deps: CrmDeps, ip: string) => {
  const rule: RateLimitRule = {
    limit: deps.config.DISCOVERY_RATE_LIMIT,
    windowSeconds: deps.config.DISCOVERY_RATE_WINDOW_SECONDS,
  };
  return [{ name: `discovery:ip:${ip || 'unknown'}`, rule }];
};

/** Refuses (RATE_LIMITED) an address that has used up its submissions. Checked before anything else. */
export async function assertDiscoveryAllowed(deps: CrmDeps, visitor: Visitor): Promise<void> {
  await deps.limiter.assertAllowed(rateKeys(deps, visitor.ip), DISCOVERY_RATE_MESSAGE);
}

function onlyPresent(utm: Utm | undefined): Utm | undefined {
  const entries = Object.entries(utm ?? {}).filter(([, v]) => typeof v === 'string' && v !== '');
  return entries.length ? (Object.fromEntries(entries) as Utm) : undefined;
}

/**
 * A discovery-call request: a new lead (and `lead.created`, in the same transaction), or, when the
 * same email already has an open lead, that lead brought up to date. Honeypot hits are dropped
 * quietly. Every accepted submission counts against the address's rate limit.
 */
export async function submitDiscovery(
  deps: CrmDeps,
  visitor: Visitor,
  input: DiscoveryInput,
): Promise<{ outcome: DiscoveryOutcome; response: DiscoveryResponse }> {
  const response = { message: DISCOVERY_MESSAGES.received };
  await deps.limiter.hit(rateKeys(deps, visitor.ip));
  if (input.website?.trim()) {
    visitor.log.info({ ip: visitor.ip }, 'discovery honeypot filled: submission ignored');
    return { outcome: { kind: 'ignored' }, response };
  }

  const email = input.email.toLowerCase();
  const answers = {
    goals: input.goals,
    challenge: input.challenge,
    preferredTimes: input.preferredTimes,
    heardFrom: input.heardFrom,
  } satisfies Prisma.InputJsonObject;
  const utm = onlyPresent(input.utm);
  const consentAt = new Date();

  const outcome = await deps.db.$transaction(async (tx): Promise<DiscoveryOutcome> => {
    await lockLeadEmail(tx, email);
    const open = await findOpenLeadByEmail(tx, email);
    if (open) {
      await updateLead(tx, open.id, {
        firstName: input.firstName,
        lastName: input.lastName,
        ...(input.phone ? { phone: input.phone } : {}),
        answers,
        ...(utm ? { utm } : {}),
        consentAt,
      });
      return { kind: 'updated', leadId: open.id };
    }
    const lead = await createLead(tx, {
      firstName: input.firstName,
      lastName: input.lastName,
      email,
      phone: input.phone ?? null,
      source: DISCOVERY_SOURCE,
      answers,
      ...(utm ? { utm } : {}),
      consentAt,
    });
    await recordEvent(
      tx,
      'lead.created',
      {
        leadId: lead.id,
        email,
        firstName: input.firstName,
        lastName: input.lastName,
        source: DISCOVERY_SOURCE,
      },
      { correlationId: visitor.correlationId, actor: visitor.actor },
    );
    return { kind: 'created', leadId: lead.id };
  });
  visitor.log.info(
    { leadId: 'leadId' in outcome ? outcome.leadId : undefined },
    `lead ${outcome.kind}`,
  );
  return { outcome, response };
}
