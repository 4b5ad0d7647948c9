import type { EmailStatus } from '@wellness/contracts';
import { Badge } from '@wellness/ui';

export const EMAIL_STATUS_LABELS: Record<EmailStatus, string> = {
  queued: 'Queued',
  sent: 'Sent',
  failed: 'Failed',
  suppressed: 'Unsubscribed',
};
const TONES = {
  queued: 'brand',
  sent: 'success',
  failed: 'danger',
  suppressed: 'warning',
} as const;

/**
 * Where an email is: queued, sent, failed, or not sent because she unsubscribed (unknown future
 * states show as they come).
 */
export function EmailStatusBadge({ status }: { status: EmailStatus }) {
  return <Badge tone={TONES[status] ?? 'neutral'}>{EMAIL_STATUS_LABELS[status] ?? status}</Badge>;
}
