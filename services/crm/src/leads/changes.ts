import { recordEvent } from '@wellness/kit';
import type { EventContext } from '@wellness/kit';
import type { LeadStatus } from '@wellness/contracts';
import type { Tx } from '../db';
import type { Lead } from '../generated/prisma/client';

/**
 * `lead.changed` in the caller's transaction: the lead as it stands after a change of status (or
 * her conversion, which sets `clientId`), so automations can end her nurture. Call it wherever a
 * lead's status changes: the coach's edit (updateLead) and the conversion (convertLead).
 */
export async function recordLeadChange(
  tx: Tx,
  lead: Lead,
  previousStatus: LeadStatus | null,
  context: EventContext,
): Promise<void> {
  await recordEvent(
    tx,
    'lead.changed',
    {
      leadId: lead.id,
      email: lead.email,
      firstName: lead.firstName,
      lastName: lead.lastName,
      status: lead.status,
      previousStatus,
      clientId: lead.clientId,
    },
    context,
  );
}
