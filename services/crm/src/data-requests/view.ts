import { DATA_REQUEST_LIMITS } from '@wellness/contracts';
import type { DataRequest } from '@wellness/contracts';
import type { Client } from '../generated/prisma/client';
import type { DataRequestRow } from './repository';

type ClientOfRequest = Pick<Client, 'id' | 'firstName' | 'lastName' | 'email'>;

/** A request as the API shows it, with its client as she is now (anonymised once erased). */
export function toDataRequestView(row: DataRequestRow, client: ClientOfRequest): DataRequest {
  const linkExpires =
    row.type === 'export' && row.status === 'done' && row.completedAt
      ? new Date(row.completedAt.getTime() + DATA_REQUEST_LIMITS.exportLinkTtlSeconds * 1000)
      : null;
  const erased = row.type === 'erasure' && row.executedAt !== null;
  const crmPart = row.confirmations.find((c) => c.service === 'crm');
  return {
    id: row.id,
    type: row.type,
    status: row.status,
    client: {
      id: client.id,
      name: `${client.firstName} ${client.lastName}`.trim(),
      email: client.email,
    },
    requestedBy: row.requestedBy,
    createdAt: row.createdAt.toISOString(),
    dueAt: row.dueAt.toISOString(),
    executedAt: row.executedAt?.toISOString() ?? null,
    completedAt: row.completedAt?.toISOString() ?? null,
    confirmations: row.confirmations.map((c) => ({
      service: c.service,
      confirmedAt: c.confirmedAt?.toISOString() ?? null,
      erased: c.erased as Record<string, number>,
    })),
    stuck: row.stuckAt !== null,
    downloadExpiresAt: linkExpires?.toISOString() ?? null,
    retained: erased
      ? {
          payments:
            (crmPart?.erased as Record<string, number> | undefined)?.paymentsPseudonymised ?? 0,
          pseudonymised: true,
        }
      : null,
  };
}
