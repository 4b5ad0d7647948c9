import type { Db, Tx } from '../db';

/** The archive_download_tokens table: download links' tokens, by their hash. */

export function insertToken(
  tx: Db | Tx,
  token: {
    tokenHash: string;
    archiveId: string;
    userId: string | null;
    reusable: boolean;
    expiresAt: Date;
  },
) {
  return tx.archiveDownloadToken.create({ data: token });
}

export function findToken(db: Db | Tx, tokenHash: string) {
  return db.archiveDownloadToken.findUnique({ where: { tokenHash } });
}

/**
 * Burns a one-time token: true for the one request that burnt it (the update is the check, so two
 * requests racing with the same link download once).
 */
export async function burnToken(db: Db | Tx, tokenHash: string, now: Date): Promise<boolean> {
  const burnt = await db.archiveDownloadToken.updateMany({
    where: { tokenHash, reusable: false, usedAt: null, expiresAt: { gt: now } },
    data: { usedAt: now },
  });
  return burnt.count === 1;
}

/** When the newest link of an archive stops working (a client export's, for her request). */
export async function linkExpiry(db: Db | Tx, archiveId: string): Promise<Date | null> {
  const latest = await db.archiveDownloadToken.findFirst({
    where: { archiveId },
    orderBy: { expiresAt: 'desc' },
    select: { expiresAt: true },
  });
  return latest?.expiresAt ?? null;
}
