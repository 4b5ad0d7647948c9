import { APPROVAL_MESSAGES } from '@wellness/contracts';
import type { Approval as ApprovalDto, approvalListQuerySchema } from '@wellness/contracts';
import { conflict, eventContextOf, notFound, recordEvent } from '@wellness/kit';
import type { Caller, EventContext } from '@wellness/kit';
import type { z } from 'zod';
import type { Tx } from '../db';
import type { CrmDeps } from '../deps';
import type { Approval } from '../generated/prisma/client';
import { actorOf } from '../actor';
import type { Actor } from '../actor';
import { uuidOrNull } from '../ids';
import { pageOf } from '../paging';
import { fullName } from '../people';
import { recordActivity } from '../activity/repository';
import {
  createClient,
  findClientByEmail,
  findClientByUserId,
  lockClientEmail,
  updateClient,
} from '../clients/repository';
import { recordClientChanges } from '../clients/changes';
import { admitTeamMember } from '../team/repository';
import { decidePending, findApproval, listApprovals } from './repository';

type ApprovalListQuery = z.output<typeof approvalListQuerySchema>;

export const toApproval = (a: Approval): ApprovalDto => ({
  id: a.id,
  userId: a.userId,
  email: a.email,
  firstName: a.firstName,
  lastName: a.lastName,
  note: a.note,
  role: a.role,
  status: a.status,
  reason: a.reason,
  createdAt: a.createdAt.toISOString(),
  decidedAt: a.decidedAt?.toISOString() ?? null,
});

/** Coach only: registrations in one status (pending by default), newest first. */
export async function approvalsList(deps: CrmDeps, _caller: Caller, query: ApprovalListQuery) {
  return pageOf(query, await listApprovals(deps.db, query), toApproval);
}

/**
 * An approved client becomes a client record (active, her account linked, coached by the deciding
 * coach); if a record with her email exists (say, from a converted lead) it is linked instead.
 * An approved coach or nutritionist joins the team as an active member.
 */
async function admit(tx: Tx, approval: Approval, actor: Actor, context: EventContext) {
  const email = approval.email.toLowerCase();
  if (approval.role !== 'client') {
    const member = await admitTeamMember(tx, {
      userId: approval.userId,
      email,
      firstName: approval.firstName,
      lastName: approval.lastName,
      role: approval.role,
    });
    await recordActivity(tx, {
      subjectType: 'team',
      subjectId: member.id,
      kind: 'joined',
      summary: `${fullName(approval)} joined the team as ${approval.role}`,
      actor,
    });
    return;
  }
  await lockClientEmail(tx, email);
  if (await findClientByUserId(tx, approval.userId)) return;
  const existing = await findClientByEmail(tx, email);
  const client = existing
    ? await updateClient(tx, existing.id, {
        userId: existing.userId ?? approval.userId,
        status: 'active',
        coachUserId: existing.coachUserId ?? uuidOrNull(actor.userId),
      })
    : await createClient(tx, {
        userId: approval.userId,
        email,
        firstName: approval.firstName,
        lastName: approval.lastName,
        status: 'active',
        coachUserId: uuidOrNull(actor.userId),
      });
  await recordClientChanges(tx, [client.id], context);
  await recordActivity(tx, {
    subjectType: 'client',
    subjectId: client.id,
    kind: existing ? 'account_linked' : 'created',
    summary: existing
      ? 'Registration approved; her account is linked to this record'
      : 'Client created from an approved registration',
    actor,
  });
}

/**
 * Coach only: approves or rejects a registration. In one transaction: the decision (only if still
 * pending: deciding twice, or two coaches at once, has exactly one effect and the other gets 409),
 * the client record for an approval, the timeline entry, and `approval.decided` in the outbox
 * (auth updates the account; notification emails her).
 */
export async function decideRegistration(
  deps: CrmDeps,
  caller: Caller,
  id: string,
  decision: { decision: 'approved' } | { decision: 'rejected'; reason?: string },
): Promise<ApprovalDto> {
  const actor = await actorOf(deps.db, caller);
  const reason = decision.decision === 'rejected' ? decision.reason || null : null;
  return deps.db.$transaction(async (tx) => {
    const decided = await decidePending(tx, id, {
      status: decision.decision,
      reason,
      decidedAt: new Date(),
      decidedByUserId: uuidOrNull(caller.identity.userId),
    });
    const approval = await findApproval(tx, id);
    if (!approval) throw notFound('Registration');
    if (!decided) throw conflict(APPROVAL_MESSAGES.alreadyDecided);

    if (decision.decision === 'approved') await admit(tx, approval, actor, eventContextOf(caller));
    await recordActivity(tx, {
      subjectType: 'approval',
      subjectId: id,
      kind: decision.decision,
      summary:
        decision.decision === 'approved'
          ? `Registration of ${fullName(approval)} approved`
          : `Registration of ${fullName(approval)} rejected` + (reason ? `: ${reason}` : ''),
      actor,
    });
    await recordEvent(
      tx,
      'approval.decided',
      {
        userId: approval.userId,
        email: approval.email,
        firstName: approval.firstName,
        lastName: approval.lastName,
        decision: decision.decision,
        ...(reason ? { reason } : {}),
      },
      eventContextOf(caller),
    );
    return toApproval(approval);
  });
}
