import type { Prisma } from '../generated/prisma/client';
import type { Db, Tx } from '../db';
import type { Definition } from './definition';

/** automation_versions: each saved definition, kept while enrolments may still walk it. */

export const insertVersion = (
  tx: Tx,
  automationId: string,
  version: number,
  definition: Definition,
  now: Date,
) =>
  tx.automationVersion.create({
    data: {
      automationId,
      version,
      definition: definition as unknown as Prisma.InputJsonValue,
      createdAt: now,
    },
  });

export async function findDefinition(
  db: Db | Tx,
  automationId: string,
  version: number,
): Promise<unknown> {
  const row = await db.automationVersion.findUnique({
    where: { automationId_version: { automationId, version } },
    select: { definition: true },
  });
  return row?.definition ?? null;
}

/** The given versions of one automation, by number. */
export async function definitionsOf(
  db: Db | Tx,
  automationId: string,
  versions: number[],
): Promise<Map<number, unknown>> {
  const rows = await db.automationVersion.findMany({
    where: { automationId, version: { in: versions } },
    select: { version: true, definition: true },
  });
  return new Map(rows.map((row) => [row.version, row.definition]));
}

/** The latest definition of each of these automations. */
export const latestDefinitions = (db: Db | Tx, automations: { id: string; version: number }[]) =>
  automations.length === 0
    ? Promise.resolve([])
    : db.automationVersion.findMany({
        where: { OR: automations.map((a) => ({ automationId: a.id, version: a.version })) },
        select: { automationId: true, definition: true },
      });
