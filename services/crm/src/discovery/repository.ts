import type { Prisma } from '../generated/prisma/client';
import type { Tx } from '../db';

/** Lead statuses that still count as "open": a new request from the same email updates that lead. */
export const OPEN_LEAD_STATUSES = ['new', 'contacted', 'call_booked'] as const;

/**
 * Serialises submissions for one email inside the caller's transaction (released at commit), so two
 * simultaneous requests from the same person end up as one lead.
 */
export async function lockEmail(tx: Tx, email: string): Promise<void> {
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${`lead:${email}`}, 0))`;
}

export function findOpenLeadByEmail(tx: Tx, email: string) {
  return tx.lead.findFirst({
    where: { email, status: { in: [...OPEN_LEAD_STATUSES] } },
    orderBy: { createdAt: 'desc' },
    select: { id: true },
  });
}

export function createLead(tx: Tx, data: Prisma.LeadCreateInput) {
  return tx.lead.create({ data, select: { id: true } });
}

export function updateLead(tx: Tx, id: string, data: Prisma.LeadUpdateInput) {
  return tx.lead.update({ where: { id }, data, select: { id: true } });
}
