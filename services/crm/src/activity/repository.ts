import type { Activity } from '@wellness/contracts';
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
  ...(input.createdAt ? { createdAt: input.createdAt } : {}),
});

/** Adds timeline entries inside the caller's transaction, so they exist iff the change commits. */
export async function recordActivities(tx: Tx, inputs: ActivityInput[]): Promise<void> {
  if (inputs.length) await tx.activity.createMany({ data: inputs.map(row) });
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
