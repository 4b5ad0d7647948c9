import { Badge } from '@wellness/ui';
import { BILLING_STATUS_LABELS, PAYMENT_STATUS_LABELS } from '@wellness/contracts';
import type { BillingStatus, PaymentStatus } from '@wellness/contracts';

type Tone = 'neutral' | 'brand' | 'success' | 'warning' | 'danger';

const PAYMENT_TONES: Record<PaymentStatus, Tone> = {
  pending: 'warning',
  succeeded: 'success',
  failed: 'danger',
  partially_refunded: 'neutral',
  refunded: 'neutral',
};

const BILLING_TONES: Record<BillingStatus, Tone> = {
  none: 'neutral',
  awaiting_payment: 'warning',
  trialing: 'brand',
  active: 'success',
  cancelling: 'warning',
  payment_issue: 'danger',
  cancelled: 'neutral',
};

export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  return <Badge tone={PAYMENT_TONES[status]}>{PAYMENT_STATUS_LABELS[status]}</Badge>;
}

export function BillingStatusBadge({ status }: { status: BillingStatus }) {
  return <Badge tone={BILLING_TONES[status]}>{BILLING_STATUS_LABELS[status]}</Badge>;
}

/** "Payment issue": a payment failed and is not made good yet. */
export function PaymentIssueBadge() {
  return <Badge tone="danger">{BILLING_STATUS_LABELS.payment_issue}</Badge>;
}
