import { Link } from 'react-router-dom';
import type { ImportList } from '@wellness/contracts';
import { RecordCards, useMediaQuery, WIDE_SCREEN } from '@wellness/ui';
import { formatDateTime } from '../../lib/format';
import { formatCount } from './import-status';
import { ImportStatusBadge } from './ImportStatusBadge';

type ImportRow = ImportList['items'][number];

export const importHref = (id: string) => `/import?id=${encodeURIComponent(id)}`;

/** "12 created · 3 updated · 2 rejected" (only the counts that are not zero). */
export function countsText({ progress }: Pick<ImportRow, 'progress'>): string {
  const parts = (
    [
      ['created', progress.created],
      ['updated', progress.updated],
      ['skipped', progress.skipped],
      ['rejected', progress.rejected],
    ] as const
  )
    .filter(([, n]) => n > 0)
    .map(([label, n]) => `${formatCount(n)} ${label}`);
  return parts.length ? parts.join(' · ') : `${formatCount(progress.totalRows)} rows`;
}

const kindText = (row: ImportRow) => (row.kind === 'clients' ? 'Clients' : 'Leads');

/** The imports, newest first, each opening on `/import?id=`. */
export function ImportTable({ rows }: { rows: readonly ImportRow[] }) {
  const wide = useMediaQuery(WIDE_SCREEN);
  const fileLink = (row: ImportRow) => (
    <Link to={importHref(row.id)} className="coach-row-link">
      {row.fileName}
    </Link>
  );
  if (!wide)
    return (
      <RecordCards
        label="Imports"
        cards={rows.map((row) => ({
          id: row.id,
          title: fileLink(row),
          badge: <ImportStatusBadge status={row.status} />,
          lines: [countsText(row)],
          meta: `${kindText(row)} · ${formatDateTime(row.createdAt)}`,
        }))}
      />
    );
  return (
    <div className="ui-table-wrap">
      <table className="ui-table coach-table">
        <caption className="ui-visually-hidden">Imports</caption>
        <thead>
          <tr>
            <th scope="col">File</th>
            <th scope="col">Of</th>
            <th scope="col">Status</th>
            <th scope="col">Rows</th>
            <th scope="col">Uploaded</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <td>{fileLink(row)}</td>
              <td>{kindText(row)}</td>
              <td>
                <ImportStatusBadge status={row.status} />
              </td>
              <td>{countsText(row)}</td>
              <td>{formatDateTime(row.createdAt)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
