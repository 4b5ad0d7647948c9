import type { PhotoPose } from '@wellness/contracts';
import { queryRows } from '@wellness/kit';
import type { ClientRef } from '../onboarding/access';
import type { Db, Tx } from '../db';
import { Prisma } from '../generated/prisma/client';

export const findPhoto = (db: Db | Tx, id: string) => db.photo.findUnique({ where: { id } });

/**
 * A photo's place in storage and whose it is, in one prepared statement: asked for every thumbnail
 * a gallery shows, so it skips the ORM. Null when there is no such photo (or client).
 */
export async function photoWithOwner(
  db: Db,
  id: string,
): Promise<({ id: string; clientId: string } & ClientRef) | null> {
  const [row] = await queryRows<{ id: string; clientId: string } & ClientRef>(
    db.pool,
    Prisma.sql`
      SELECT p.id, p.client_id AS "clientId", c.user_id AS "userId",
             c.nutritionist_user_id AS "nutritionistUserId"
      FROM photos p JOIN clients c ON c.client_id = p.client_id
      WHERE p.id = ${id}::uuid`,
  );
  return row ?? null;
}

const NEWEST_FIRST = [
  { takenOn: 'desc' },
  { pose: 'asc' },
  { createdAt: 'desc' },
] satisfies Prisma.PhotoOrderByWithRelationInput[];

/** Her photos, newest day first, front, side, back within a day. */
export const photosOf = (db: Db, clientId: string) =>
  db.photo.findMany({ where: { clientId }, orderBy: NEWEST_FIRST });

/** Her photos taken from `from` up to (not including) `before`, in the same order. */
export const photosBetween = (db: Db, clientId: string, from: Date, before: Date | null) =>
  db.photo.findMany({
    where: { clientId, takenOn: { gte: from, ...(before && { lt: before }) } },
    orderBy: NEWEST_FIRST,
  });

/** Her newest `limit` days with photos before `before` (any, when null), newest first. */
export async function photoDaysBefore(
  db: Db,
  clientId: string,
  before: Date | null,
  limit: number,
): Promise<Date[]> {
  const rows = await db.$queryRaw<{ taken_on: Date }[]>`
    SELECT DISTINCT taken_on FROM photos
    WHERE client_id = ${clientId}::uuid AND (${before}::date IS NULL OR taken_on < ${before}::date)
    ORDER BY taken_on DESC LIMIT ${limit}`;
  return rows.map((row) => row.taken_on);
}

/** How many days she has photos of. */
export async function countPhotoDays(db: Db, clientId: string): Promise<number> {
  const [row] = await db.$queryRaw<{ days: number }[]>`
    SELECT COUNT(DISTINCT taken_on)::int AS days FROM photos WHERE client_id = ${clientId}::uuid`;
  return row.days;
}

/** The photo of a pose in a check-in, locked until the transaction ends (it is being replaced). */
export async function lockPoseOf(tx: Tx, checkinId: string, pose: PhotoPose) {
  const [row] = await tx.$queryRaw<{ id: string }[]>`
    SELECT id FROM photos WHERE checkin_id = ${checkinId}::uuid AND pose = ${pose}::photo_pose
    FOR UPDATE`;
  return row?.id ?? null;
}

export const insertPhoto = (
  tx: Tx,
  data: {
    id: string;
    clientId: string;
    checkinId: string | null;
    pose: PhotoPose;
    takenOn: Date;
    width: number;
    height: number;
  },
) => tx.photo.create({ data });

export const deletePhotoRow = (db: Db | Tx, id: string) =>
  db.photo.deleteMany({ where: { id } }).then((r) => r.count > 0);
