import type { Db, Tx } from '../db';

/** in_app_notifications as automations write them: a notice in each coach's bell. */
export const insertNotices = (
  tx: Tx,
  userIds: string[],
  notice: { title: string; body: string; link: string | null; now: Date },
) =>
  tx.inAppNotification.createMany({
    data: userIds.map((userId) => ({
      userId,
      title: notice.title,
      body: notice.body,
      link: notice.link,
      createdAt: notice.now,
    })),
  });

/** The coaches the replica of clients knows (a lead has none of her own yet). */
export async function knownCoachUserIds(db: Db | Tx): Promise<string[]> {
  const rows = await db.client.findMany({
    where: { coachUserId: { not: null } },
    distinct: ['coachUserId'],
    select: { coachUserId: true },
  });
  return rows.map((row) => row.coachUserId).filter((id): id is string => id !== null);
}
