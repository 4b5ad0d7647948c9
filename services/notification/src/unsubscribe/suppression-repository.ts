import type { Db, Tx } from '../db';
import type { SuppressionReason } from '../generated/prisma/client';

/** email_suppressions: the addresses no marketing email goes to. Addresses are lower-cased here. */
const key = (address: string) => address.trim().toLowerCase();

export async function isSuppressed(db: Db | Tx, address: string): Promise<boolean> {
  const row = await db.emailSuppression.findUnique({
    where: { address: key(address) },
    select: { address: true },
  });
  return row !== null;
}

/** Idempotent: unsubscribing twice keeps the first time and its reason. */
export async function suppress(db: Db | Tx, address: string, reason: SuppressionReason) {
  await db.emailSuppression.upsert({
    where: { address: key(address) },
    create: { address: key(address), reason },
    update: {},
  });
}

export async function unsuppress(db: Db | Tx, address: string) {
  await db.emailSuppression.deleteMany({ where: { address: key(address) } });
}

/** Which of these addresses are suppressed (lower-cased), in one query. */
export async function suppressedAmong(db: Db | Tx, addresses: readonly string[]) {
  const wanted = [...new Set(addresses.map(key))];
  if (wanted.length === 0) return new Set<string>();
  const rows = await db.emailSuppression.findMany({
    where: { address: { in: wanted } },
    select: { address: true },
  });
  return new Set(rows.map((row) => row.address));
}

/** The address's suppression, if any: when and why (her marketing consent's withdrawal). */
export function findSuppression(db: Db | Tx, address: string) {
  return db.emailSuppression.findUnique({ where: { address: key(address) } });
}
