import type { Payment } from '@wellness/contracts';
import type { PaymentRowData } from './payment-repository';

export const toPaymentView = (row: PaymentRowData): Payment => ({
  id: row.id,
  client: { id: row.clientId, firstName: row.firstName, lastName: row.lastName, email: row.email },
  plan: row.planId && row.planName ? { id: row.planId, name: row.planName } : null,
  amountMinor: row.amountMinor,
  refundedMinor: row.refundedMinor,
  currency: row.currency,
  status: row.status,
  method: row.method,
  paidAt: new Date(row.paidAt).toISOString(),
  reference: row.reference,
  failureReason: row.failureReason,
  receiptNumber: row.receiptNumber,
  viaStripe: row.viaStripe,
});
