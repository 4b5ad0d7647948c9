import type { Tx } from '../db';

/** Who an erasure is about, as the services need it: her ids and her address. */
export interface ErasureSubject {
  clientId: string;
  userId: string | null;
  email: string;
}

/** The name an erased client's record (and so her kept payments) shows from now on. */
export const ERASED_NAME = { firstName: 'Erased', lastName: 'client' } as const;

/**
 * crm's part of an erasure, in the caller's transaction. One statement per table across crm's
 * tables, on purpose here rather than in each feature's repository: the erasure must reach every
 * table that can name her, and this file is where to look when a table is added.
 *
 * Deleted: the leads and registrations that were her, their notes and timeline (and entries of
 * others' timelines that name her: `fullName`), her checkout sessions, the import rows that made
 * her, her earlier exports. Kept: her client record, anonymised (payments and subscriptions point
 * at it and are kept for tax, six years in the UK: they now show "Erased client" and an address
 * that reaches nobody). Returns how many records of each kind.
 */
export async function eraseCrmRows(
  tx: Tx,
  subject: ErasureSubject,
  fullName: string,
): Promise<Record<string, number>> {
  const { clientId, userId } = subject;
  const email = subject.email.toLowerCase();
  const name = fullName.trim().toLowerCase();
  const leadIds = (
    await tx.$queryRaw<{ id: string }[]>`
      SELECT id FROM leads WHERE client_id = ${clientId}::uuid OR lower(email) = ${email}`
  ).map((row) => row.id);
  const approvalIds = (
    await tx.$queryRaw<{ id: string }[]>`
      SELECT id FROM approvals WHERE user_id = ${userId}::uuid OR lower(email) = ${email}`
  ).map((row) => row.id);
  const subjects = [clientId, ...leadIds, ...approvalIds];

  const notes = await tx.$executeRaw`
    DELETE FROM notes WHERE client_id = ${clientId}::uuid OR lead_id = ANY(${leadIds}::uuid[])`;
  const activities = await tx.$executeRaw`
    DELETE FROM activities
    WHERE subject_id = ANY(${subjects}::uuid[]) OR strpos(lower(summary), ${email}) > 0
       OR (${name} <> '' AND strpos(lower(summary), ${name}) > 0)`;
  const leads = await tx.$executeRaw`DELETE FROM leads WHERE id = ANY(${leadIds}::uuid[])`;
  const registrations = await tx.$executeRaw`
    DELETE FROM approvals WHERE id = ANY(${approvalIds}::uuid[])`;
  // Import rows that made her, or carry her address among their cells (the rejected-rows CSV).
  const importRows = await tx.$executeRaw`
    DELETE FROM import_rows
    WHERE record_id = ANY(${[clientId, ...leadIds]}::uuid[])
       OR EXISTS (SELECT 1 FROM unnest(cells) AS cell WHERE lower(cell) = ${email})`;
  const checkoutSessions = await tx.$executeRaw`
    DELETE FROM checkout_sessions WHERE client_id = ${clientId}::uuid`;
  // A random address: unique as the column needs, and naming nobody (not even her id).
  const clients = await tx.$executeRaw`
    UPDATE clients SET
      first_name = ${ERASED_NAME.firstName}, last_name = ${ERASED_NAME.lastName},
      email = 'erased-' || gen_random_uuid() || '@erased.invalid',
      phone = NULL, goals = NULL, tags = ARRAY[]::text[], user_id = NULL, status = 'archived',
      coach_user_id = NULL, nutritionist_user_id = NULL, check_in_time_zone = NULL,
      last_check_in_at = NULL, next_check_in_due = NULL, screening_flagged = false,
      stripe_customer_id = NULL, offered_plan_id = NULL, updated_at = now()
    WHERE id = ${clientId}::uuid`;
  const payments = await tx.payment.count({ where: { clientId } });
  // Her earlier exports: the rows name her (the files go after commit: exportArchiveIdsOf).
  const exports = await tx.archive.deleteMany({
    where: { kind: 'client_export', subjectClientId: clientId },
  });
  return {
    clients,
    leads,
    registrations,
    notes,
    activities,
    checkoutSessions,
    importRows,
    exports: exports.count,
    paymentsPseudonymised: payments,
  };
}

/**
 * Deletes crm's outbox rows that carry her ids or address (events about her, and the erasure's own
 * requests), once every service has confirmed: afterwards no row in crm names her.
 */
export function scrubOutbox(tx: Tx, subject: ErasureSubject): Promise<number> {
  const needles = [subject.clientId, subject.email.toLowerCase(), subject.userId].filter(
    (needle): needle is string => !!needle,
  );
  return tx.$executeRaw`
    DELETE FROM outbox_events
    WHERE EXISTS (
      SELECT 1 FROM unnest(${needles}::text[]) AS needle
      WHERE strpos(lower(envelope::text), needle) > 0)`;
}

/** Her earlier exports' archives, whose ZIPs (everything about her) the erasure deletes. */
export async function exportArchiveIdsOf(tx: Tx, clientId: string): Promise<string[]> {
  const rows = await tx.archive.findMany({
    where: { kind: 'client_export', subjectClientId: clientId },
    select: { id: true },
  });
  return rows.map((row) => row.id);
}
