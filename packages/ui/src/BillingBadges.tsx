import { BILLING_STATUS_LABELS, PAYMENT_STATUS_LABELS } from '@wellness/contracts';
import type { BillingStatus, PaymentStatus } from '@wellness/contracts';
import { Badge } from './Badge';
import type { BadgeTone } from './Badge';

const PAYMENT_TONES: Record<PaymentStatus, BadgeTone> = {
  pending: 'warning',
  succeeded: 'success',
  failed: 'danger',
  partially_refunded: 'neutral',
  refunded: 'neutral',
};

const BILLING_TONES: Record<BillingStatus, BadgeTone> = {
  none: 'neutral',
  awaiting_payment: 'warning',
  trialing: 'brand',
  active: 'success',
  cancelling: 'warning',
  payment_issue: 'danger',
  cancelled: 'neutral',
};

/** A payment's status as both dashboards show it ("Paid", "Failed", …). */
export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  return <Badge tone={PAYMENT_TONES[status]}>{PAYMENT_STATUS_LABELS[status]}</Badge>;
}

/** A client's billing as a whole ("Active", "Payment issue", …). */
export function BillingStatusBadge({ status }: { status: BillingStatus }) {
  return <Badge tone={BILLING_TONES[status]}>{BILLING_STATUS_LABELS[status]}</Badge>;
}
