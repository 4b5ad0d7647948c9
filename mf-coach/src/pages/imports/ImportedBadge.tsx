import { Badge } from '@wellness/ui';

/** "Imported": a client who came in through a bulk import (clients.source = 'import'). */
export function ImportedBadge({ source }: { source?: string }) {
  return source === 'import' ? <Badge>Imported</Badge> : null;
}
