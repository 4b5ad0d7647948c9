import type { Tx } from '../db';
import type { Client } from '../generated/prisma/client';
import { lockClient } from '../clients/repository';
import { uuidOrNull } from '../ids';

/**
 * The client a Stripe object is about, locked for the rest of the transaction: every event of
 * one client is applied one at a time, whatever order and concurrency they arrive in. Found by
 * the clientId crm put in the metadata, else by her Stripe customer id.
 */
export async function lockClientOf(
  tx: Tx,
  ref: { customerId: string | null | undefined; metadata?: Record<string, string> },
): Promise<Client | null> {
  const byMetadata = uuidOrNull(ref.metadata?.clientId);
  const id =
    byMetadata ??
    (ref.customerId
      ? (
          await tx.client.findUnique({
            where: { stripeCustomerId: ref.customerId },
            select: { id: true },
          })
        )?.id
      : undefined);
  return id ? lockClient(tx, id) : null;
}
