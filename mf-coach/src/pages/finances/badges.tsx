import { Badge } from '@wellness/ui';
import { BILLING_STATUS_LABELS } from '@wellness/contracts';

/** "Payment issue": a payment failed and is not made good yet (the client table's badge). */
export function PaymentIssueBadge() {
  return <Badge tone="danger">{BILLING_STATUS_LABELS.payment_issue}</Badge>;
}
