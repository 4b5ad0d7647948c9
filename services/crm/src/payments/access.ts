import type { Caller } from '@wellness/kit';
import { canReadBilling } from '../billing/access';

/** A payment (and its receipt): the coach's, or the client's own. Others: not found. */
export const canReadPayment = (caller: Caller, payment: { clientUserId: string | null }): boolean =>
  canReadBilling(caller, { userId: payment.clientUserId });
