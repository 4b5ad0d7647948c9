import type { EmailStatus } from '@wellness/contracts';
import { Badge } from '@wellness/ui';

const LABELS: Record<EmailStatus, string> = { queued: 'Queued', sent: 'Sent', failed: 'Failed' };
const TONES = { queued: 'brand', sent: 'success', failed: 'danger' } as const;

/** Where an email is: queued, sent or failed (unknown future states show as they come). */
export function EmailStatusBadge({ status }: { status: EmailStatus }) {
  return <Badge tone={TONES[status] ?? 'neutral'}>{LABELS[status] ?? status}</Badge>;
}
