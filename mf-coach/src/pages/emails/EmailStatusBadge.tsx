import type { EmailStatus } from '@wellness/contracts';
import { Badge } from '@wellness/ui';

export const EMAIL_STATUS_LABELS: Record<EmailStatus, string> = {
  queued: 'Queued',
  sent: 'Sent',
  failed: 'Failed',
};
const TONES = { queued: 'brand', sent: 'success', failed: 'danger' } as const;

/** Where an email is: queued, sent or failed (unknown future states show as they come). */
export function EmailStatusBadge({ status }: { status: EmailStatus }) {
  return <Badge tone={TONES[status] ?? 'neutral'}>{EMAIL_STATUS_LABELS[status] ?? status}</Badge>;
}
