import type { Tx } from '../db';

/**
 * auth's part of a client's erasure: her account, with its sessions and password links (they
 * cascade), and auth's outbox rows that carry her id or address (her registration, her
 * invitation). Returns how many records of each kind.
 */
export async function eraseAccount(
  tx: Tx,
  subject: { userId: string | null; email: string },
): Promise<Record<string, number>> {
  const email = subject.email.toLowerCase();
  const users = await tx.user.findMany({
    where: { OR: [{ email }, ...(subject.userId ? [{ id: subject.userId }] : [])] },
    select: { id: true },
  });
  const ids = users.map((user) => user.id);
  const sessions = await tx.session.count({ where: { userId: { in: ids } } });
  const passwordTokens = await tx.passwordToken.count({ where: { userId: { in: ids } } });
  const deleted = await tx.user.deleteMany({ where: { id: { in: ids } } });
  const needles = [email, ...ids];
  const events = await tx.$executeRaw`
    DELETE FROM outbox_events
    WHERE EXISTS (
      SELECT 1 FROM unnest(${needles}::text[]) AS needle
      WHERE strpos(lower(envelope::text), needle) > 0)`;
  return { users: deleted.count, sessions, passwordTokens, events };
}
