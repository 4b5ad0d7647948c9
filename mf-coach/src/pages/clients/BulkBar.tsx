import { Button } from '@wellness/ui';
import { plural } from '../../lib/format';
import type { BulkKind } from './BulkDialog';

/** Actions on the selected clients; appears once something is selected. */
export function BulkBar({
  count,
  exporting,
  onAction,
  onExport,
  onClear,
}: {
  count: number;
  exporting: boolean;
  onAction: (kind: BulkKind) => void;
  onExport: () => void;
  onClear: () => void;
}) {
  return (
    <div className="coach-bulk" role="region" aria-label="Bulk actions">
      <p className="coach-bulk__count">{plural(count, 'client')} selected</p>
      <div className="coach-bulk__actions">
        <Button size="sm" variant="outline" onClick={() => onAction('assign')}>
          Assign nutritionist
        </Button>
        <Button size="sm" variant="outline" onClick={() => onAction('status')}>
          Change status
        </Button>
        <Button size="sm" variant="outline" loading={exporting} onClick={onExport}>
          Export CSV
        </Button>
        <Button size="sm" variant="ghost" onClick={onClear}>
          Clear selection
        </Button>
      </div>
    </div>
  );
}
