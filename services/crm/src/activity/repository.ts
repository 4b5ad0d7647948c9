import type { Activity } from '@wellness/contracts';
import type { RawSql } from '@wellness/kit';
import type { Db, Tx } from '../db';
import type { ActivitySubject } from '../generated/prisma/client';
import { uuidOrNull } from '../ids';
import type { Actor } from '../actor';

export interface ActivityInput {
  subjectType: ActivitySubject;
  subjectId: string;
  kind: string;
  summary: string;
  /** Null for the system (an event, not a person). */
  actor: Actor | null;
  createdAt?: Date;
}

const row = (input: ActivityInput) => ({
  subjectType: input.subjectType,
  subjectId: input.subjectId,
  kind: input.kind,
  summary: input.summary,
  actorUserId: uuidOrNull(input.actor?.userId),
  actorName: input.actor?.name ?? null,
  createdAt: input.createdAt ?? null,
});

/**
 * Adds timeline entries inside the caller's transaction, so they exist iff the change commits. One
 * statement with one JSON parameter (a bulk import's batch adds hundreds; Prisma's createMany
 * costs a fifth of a millisecond per row). Without a time, an entry takes the statement's.
 */
export async function recordActivities(tx: RawSql, inputs: ActivityInput[]): Promise<void> {
  if (!inputs.length) return;
  await tx.$executeRaw`
    INSERT INTO activities (id, subject_type, subject_id, kind, summary, actor_user_id, actor_name,
                            created_at)
    SELECT gen_random_uuid(), a."subjectType"::"ActivitySubject", a."subjectId", a.kind, a.summary,
           a."actorUserId", a."actorName", coalesce(a."createdAt", statement_timestamp())
    FROM jsonb_to_recordset(${JSON.stringify(inputs.map(row))}::jsonb) AS a(
      "subjectType" text, "subjectId" uuid, kind text, summary text, "actorUserId" uuid,
      "actorName" text, "createdAt" timestamptz)`;
}

export const recordActivity = (tx: Tx, input: ActivityInput) => recordActivities(tx, [input]);

const fields = {
  id: true,
  subjectType: true,
  subjectId: true,
  kind: true,
  summary: true,
  actorName: true,
  createdAt: true,
} as const;

type ActivityRow = {
  id: string;
  subjectType: ActivitySubject;
  subjectId: string;
  kind: string;
  summary: string;
  actorName: string | null;
  createdAt: Date;
};

export const toActivity = (a: ActivityRow): Activity => ({
  id: a.id,
  subjectType: a.subjectType,
  subjectId: a.subjectId,
  kind: a.kind,
  summary: a.summary,
  actorName: a.actorName,
  createdAt: a.createdAt.toISOString(),
});

/** One subject's timeline, newest first. */
export async function timelineOf(
  db: Db | Tx,
  subjectType: ActivitySubject,
  subjectId: string,
  limit = 200,
): Promise<Activity[]> {
  const rows = await db.activity.findMany({
    where: { subjectType, subjectId },
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    take: limit,
    select: fields,
  });
  return rows.map(toActivity);
}

/** The latest entries across every subject, newest first. */
export async function latestActivities(db: Db, limit: number): Promise<Activity[]> {
  const rows = await db.activity.findMany({
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    take: limit,
    select: fields,
  });
  return rows.map(toActivity);
}
