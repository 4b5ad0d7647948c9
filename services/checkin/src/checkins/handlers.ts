import { randomUUID } from 'node:crypto';
import { CHECKIN_MESSAGES, roundTo } from '@wellness/contracts';
import type {
  CheckinDetail,
  CheckinDraft,
  CheckinDraftInput,
  CheckinEdit,
  CheckinHistory,
  CheckinSubmitted,
  Checkin as CheckinOut,
  HistoryRow,
  Progress,
  checkinInputSchema,
} from '@wellness/contracts';
import { DomainError, conflict, eventContextOf, notFound, recordEvent } from '@wellness/kit';
import type { Caller } from '@wellness/kit';
import type { z } from 'zod';
import type { CheckinDeps } from '../deps';
import { dateOf, dayOf, isoOrNull } from '../dates';
import type { Checkin, Client, Onboarding } from '../generated/prisma/client';
import { findClient, setNextDueDate } from '../clients/repository';
import { scheduleOf, subjectClient, todayFor } from '../clients/subject';
import { deleteDraft, findDraft, saveDraft as storeDraft } from '../drafts/repository';
import { findOnboarding } from '../onboarding/repository';
import { consentInForce } from '../onboarding/handlers';
import {
  checkinsOf,
  checkinsSinceLastMiss,
  checkinsUpTo,
  findCheckin,
  findWeek,
  firstCheckin,
  followingCheckin,
  historyOf,
  insertCheckin,
  lastCheckin,
  latestReviewed,
  previousCheckin,
  updateFlags,
  updateUnreviewed,
} from './repository';
import { canRead, canWrite } from './access';
import { answerColumns, measuresOf, measurementsOf, scoresOf, toCheckin } from './mapping';
import {
  compare,
  flagsOf,
  needsAttention,
  scoreTrends,
  streakFromCount,
  streakOf,
  totalCmLost,
} from './progress';
import { currentWeek, firstDueAfter, missedBefore, missedSince, nextDue } from './schedule';
import type { Schedule } from './schedule';

type CheckinInput = z.output<typeof checkinInputSchema>;

const SCORE_TREND_WEEKS = 8;
const weightChange = (weightKg: number, previous: Pick<Checkin, 'weightKg'> | null) =>
  previous ? roundTo(weightKg - previous.weightKg, 2) : null;
const cycleTracked = (onboarding: Onboarding | null) =>
  !!(onboarding?.cycleTracking as { enabled?: boolean } | null)?.enabled;

/** Her own client record for writing her check-ins, with her consent to health data in force. */
async function writableClient(deps: CheckinDeps, caller: Caller): Promise<Client> {
  const client = await subjectClient(deps, caller, undefined);
  if (!canWrite(caller, client)) throw notFound('Client');
  if (!consentInForce(await findOnboarding(deps.db, client.clientId))) {
    throw new DomainError('BAD_REQUEST', CHECKIN_MESSAGES.consentRequired, {
      reason: 'consent_required',
    });
  }
  return client;
}

/** A check-in the caller may read (others: not found), with its client. */
async function readableCheckin(deps: CheckinDeps, caller: Caller, id: string) {
  const row = await findCheckin(deps.db, id);
  const client = row && (await findClient(deps.db, row.clientId));
  if (!row || !client || !canRead(caller, client)) throw notFound('Check-in');
  return { row, client };
}

/** What changed with a check-in: against the previous one and her start, her streak, what's next. */
async function outcomeOf(
  deps: CheckinDeps,
  row: Checkin,
  schedule: Schedule,
  today: string,
): Promise<Omit<CheckinSubmitted, 'created'>> {
  const [previous, start, last, sinceMiss] = await Promise.all([
    previousCheckin(deps.db, row.clientId, row.dueDate),
    firstCheckin(deps.db, row.clientId),
    lastCheckin(deps.db, row.clientId),
    checkinsSinceLastMiss(deps.db, row.clientId),
  ]);
  const lastDue = last ? dayOf(last.dueDate) : null;
  return {
    checkin: toCheckin(row),
    comparison: compare(
      measuresOf(row)!,
      measuresOf(previous),
      start && start.id !== row.id ? measuresOf(start) : null,
    ),
    streak: streakFromCount(sinceMiss, missedSince(lastDue, schedule.checkinDay, today).length),
    next: nextDue(lastDue, schedule, today),
  };
}

/**
 * Submits this week's check-in: her first is her baseline (any day); after that the week open now
 * (from two days before its due day; late after it). One per week: a second submit of the same
 * week (two tabs, a double tap) answers the week's check-in with `created: false`. Writes
 * `checkin.submitted` in the same transaction, and her draft is gone.
 */
export async function submitCheckin(
  deps: CheckinDeps,
  caller: Caller,
  input: CheckinInput,
): Promise<CheckinSubmitted> {
  const client = await writableClient(deps, caller);
  const schedule = scheduleOf(deps, client);
  const now = deps.clock.now();
  const today = todayFor(deps, schedule);
  const last = await lastCheckin(deps.db, client.clientId);
  const week = currentWeek(last ? dayOf(last.dueDate) : null, schedule.checkinDay, today);
  if (week.kind === 'closed' && last) {
    // The week open now is the one of her newest check-in: the same answer again (a double tap,
    // a second tab). `next` says when the next week opens.
    return { ...(await outcomeOf(deps, last, schedule, today)), created: false };
  }
  const open = week.kind === 'open' ? week : null;
  const weightChangeKg = weightChange(input.weightKg, last);
  const missedWeeksBefore = open?.missedWeeks ?? 0;
  const id = randomUUID();
  const created = await deps.db.$transaction(async (tx) => {
    const inserted = await insertCheckin(tx, {
      ...answerColumns(input),
      ...input.scores,
      weightKg: input.weightKg,
      id,
      clientId: client.clientId,
      dueDate: dateOf(week.dueDate),
      baseline: week.kind === 'baseline',
      late: open?.late ?? false,
      missedWeeksBefore,
      weightChangeKg,
      attention: needsAttention({
        scores: input.scores,
        weightChangeKg,
        missedWeeksBefore,
        hadPeriod: input.hadPeriod ?? null,
      }),
      submittedAt: now,
      updatedAt: now,
    } as Parameters<typeof insertCheckin>[1]);
    if (!inserted) return false;
    const nextDueDate = firstDueAfter(week.dueDate, schedule.checkinDay);
    await setNextDueDate(tx, client.clientId, nextDueDate);
    await deleteDraft(tx, client.clientId);
    await recordEvent(
      tx,
      'checkin.submitted',
      {
        checkinId: id,
        clientId: client.clientId,
        userId: caller.identity.userId,
        dueDate: week.dueDate,
        submittedAt: now.toISOString(),
        late: open?.late ?? false,
        nextDueDate,
      },
      eventContextOf(caller),
    );
    return true;
  });
  const row = await findWeek(deps.db, client.clientId, week.dueDate);
  if (!row) throw notFound('Check-in');
  return { ...(await outcomeOf(deps, row, schedule, today)), created };
}

/**
 * Her edit of a check-in until the coach has reviewed it (then 409, saying so). The weight change
 * and flags of this check-in and of the one after it stay current.
 */
export async function editCheckin(
  deps: CheckinDeps,
  caller: Caller,
  id: string,
  input: CheckinEdit,
): Promise<CheckinOut> {
  const row = await findCheckin(deps.db, id);
  const client = row && (await findClient(deps.db, row.clientId));
  if (!row || !client || !canWrite(caller, client)) throw notFound('Check-in');
  await writableClient(deps, caller);
  if (row.reviewedAt) throw conflict(CHECKIN_MESSAGES.alreadyReviewed);
  const [previous, following] = await Promise.all([
    previousCheckin(deps.db, row.clientId, row.dueDate),
    followingCheckin(deps.db, row.clientId, row.dueDate),
  ]);
  const weightKg = input.weightKg ?? row.weightKg;
  const scores = input.scores ?? scoresOf(row);
  const hadPeriod = input.hadPeriod === undefined ? row.hadPeriod : input.hadPeriod;
  const weightChangeKg = weightChange(weightKg, previous);
  await deps.db.$transaction(async (tx) => {
    const changed = await updateUnreviewed(tx, id, {
      ...answerColumns(input),
      weightChangeKg,
      attention: needsAttention({
        scores,
        weightChangeKg,
        missedWeeksBefore: row.missedWeeksBefore,
        hadPeriod,
      }),
      updatedAt: deps.clock.now(),
    });
    if (!changed) throw conflict(CHECKIN_MESSAGES.alreadyReviewed);
    if (following && weightKg !== row.weightKg) {
      const followingChange = weightChange(following.weightKg, { weightKg });
      await updateFlags(tx, following.id, {
        weightChangeKg: followingChange,
        attention: needsAttention({
          scores: scoresOf(following),
          weightChangeKg: followingChange,
          missedWeeksBefore: following.missedWeeksBefore,
          hadPeriod: following.hadPeriod,
        }),
      });
    }
  });
  return toCheckin((await findCheckin(deps.db, id))!);
}

/** Her draft of the next check-in (kept on the server as she types). */
export async function getDraft(deps: CheckinDeps, caller: Caller): Promise<CheckinDraft> {
  const client = await subjectClient(deps, caller, undefined);
  if (!canWrite(caller, client)) throw notFound('Client');
  const draft = await findDraft(deps.db, client.clientId);
  return {
    draft: (draft?.draft ?? null) as CheckinDraft['draft'],
    updatedAt: isoOrNull(draft?.updatedAt ?? null),
  };
}

/** Saves her draft (health data: only with her consent in force). */
export async function saveDraft(
  deps: CheckinDeps,
  caller: Caller,
  draft: CheckinDraftInput,
): Promise<CheckinDraft> {
  const client = await writableClient(deps, caller);
  const saved = await storeDraft(deps.db, client.clientId, draft, deps.clock.now());
  return { draft: saved.draft as CheckinDraft['draft'], updatedAt: saved.updatedAt.toISOString() };
}

/** A check-in with everything the review screen shows. */
export async function getCheckin(
  deps: CheckinDeps,
  caller: Caller,
  id: string,
): Promise<CheckinDetail> {
  const { row, client } = await readableCheckin(deps, caller, id);
  const [previous, start, recent, onboarding] = await Promise.all([
    previousCheckin(deps.db, row.clientId, row.dueDate),
    firstCheckin(deps.db, row.clientId),
    checkinsUpTo(deps.db, row.clientId, row.dueDate, SCORE_TREND_WEEKS),
    findOnboarding(deps.db, row.clientId),
  ]);
  return {
    checkin: toCheckin(row),
    client: { clientId: client.clientId, firstName: client.firstName, lastName: client.lastName },
    comparison: compare(
      measuresOf(row)!,
      measuresOf(previous),
      start && start.id !== row.id ? measuresOf(start) : null,
    ),
    scoreTrends: scoreTrends(
      recent.reverse().map((c) => ({ dueDate: dayOf(c.dueDate), scores: scoresOf(c) })),
    ),
    flags: flagsOf(
      {
        scores: scoresOf(row),
        weightChangeKg: row.weightChangeKg,
        missedWeeksBefore: row.missedWeeksBefore,
        hadPeriod: row.hadPeriod,
      },
      onboarding?.screeningFlagged ?? false,
    ),
    previousCheckinId: previous?.id ?? null,
    cycleTracking: cycleTracked(onboarding),
  };
}

const missedRow = (dueDate: string): HistoryRow => ({
  dueDate,
  status: 'missed',
  checkinId: null,
  baseline: false,
  submittedAt: null,
  reviewedAt: null,
  weightKg: null,
  hasFeedback: false,
});

/** Her history, newest first: every check-in and every week she missed. */
export async function checkinHistory(
  deps: CheckinDeps,
  caller: Caller,
  clientId: string | undefined,
): Promise<CheckinHistory> {
  const client = await subjectClient(deps, caller, clientId);
  if (!canRead(caller, client)) throw notFound('Client');
  const schedule = scheduleOf(deps, client);
  const today = todayFor(deps, schedule);
  const rows = await historyOf(deps.db, client.clientId);
  const lastDue = rows[0] ? dayOf(rows[0].dueDate) : null;
  const missedNow = missedSince(lastDue, schedule.checkinDay, today);
  const items: HistoryRow[] = missedNow.map(missedRow);
  for (const row of rows) {
    const dueDate = dayOf(row.dueDate);
    items.push({
      dueDate,
      status: row.reviewedAt ? 'reviewed' : row.late ? 'late' : 'submitted',
      checkinId: row.id,
      baseline: row.baseline,
      submittedAt: row.submittedAt.toISOString(),
      reviewedAt: isoOrNull(row.reviewedAt),
      weightKg: row.weightKg,
      hasFeedback: row.feedback !== null,
    });
    items.push(...missedBefore(dueDate, row.missedWeeksBefore).map(missedRow));
  }
  return {
    clientId: client.clientId,
    items,
    next: nextDue(lastDue, schedule, today),
    streak: streakOf(rows, missedNow.length),
  };
}

/** Her charts: the newest `weeks` check-ins (oldest first), her totals, streak and next due. */
export async function checkinProgress(
  deps: CheckinDeps,
  caller: Caller,
  query: { clientId?: string; weeks: number },
): Promise<Progress> {
  const client = await subjectClient(deps, caller, query.clientId);
  if (!canRead(caller, client)) throw notFound('Client');
  const schedule = scheduleOf(deps, client);
  const today = todayFor(deps, schedule);
  const [rows, start, sinceMiss, latest, onboarding] = await Promise.all([
    checkinsOf(deps.db, client.clientId, query.weeks),
    firstCheckin(deps.db, client.clientId),
    checkinsSinceLastMiss(deps.db, client.clientId),
    latestReviewed(deps.db, client.clientId),
    findOnboarding(deps.db, client.clientId),
  ]);
  const startMeasures = measuresOf(start);
  const newest = rows[0] ?? null;
  const lastDue = newest ? dayOf(newest.dueDate) : null;
  return {
    clientId: client.clientId,
    weeks: rows.reverse().map((row) => ({
      checkinId: row.id,
      dueDate: dayOf(row.dueDate),
      weightKg: row.weightKg,
      measurementsCm: measurementsOf(row),
      totalCmLost: totalCmLost(startMeasures, measuresOf(row)!),
      hadPeriod: row.hadPeriod === true,
      scores: scoresOf(row),
    })),
    weightChangeKg: newest && start ? roundTo(newest.weightKg - start.weightKg, 2) : null,
    totalCmLost: newest ? totalCmLost(startMeasures, measuresOf(newest)!) : null,
    streak: streakFromCount(sinceMiss, missedSince(lastDue, schedule.checkinDay, today).length),
    next: nextDue(lastDue, schedule, today),
    latestFeedback:
      latest?.feedback && latest.reviewedAt
        ? {
            checkinId: latest.id,
            dueDate: dayOf(latest.dueDate),
            feedback: latest.feedback,
            reviewedAt: latest.reviewedAt.toISOString(),
            reviewerName: latest.reviewerName,
          }
        : null,
    cycleTracking: cycleTracked(onboarding),
  };
}
