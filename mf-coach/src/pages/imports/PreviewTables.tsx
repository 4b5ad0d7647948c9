import { IMPORT_FIELDS } from '@wellness/contracts';
import type { Import } from '@wellness/contracts';
import { formatCount } from './import-status';
import { fieldLabel } from './mapping';

type Preview = Import['preview'];

/** The first rows as they will be stored, one column per mapped field. */
export function PreviewRows({ item }: { item: Import }) {
  const mapped = new Set(item.mapping.columns.map((c) => c.field));
  const fields = IMPORT_FIELDS[item.kind].filter((field) => mapped.has(field));
  if (item.preview.rows.length === 0)
    return <p className="coach-muted">No row of the file can be imported as it is.</p>;
  return (
    <div className="ui-table-wrap" tabIndex={0} role="region" aria-label="First rows, scrollable">
      <table className="ui-table coach-table imports-table imports-table--rows">
        <caption className="ui-visually-hidden">The first rows as they will be stored</caption>
        <thead>
          <tr>
            <th scope="col">Row</th>
            {fields.map((field) => (
              <th key={field} scope="col">
                {fieldLabel(field)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {item.preview.rows.map((row) => (
            <tr key={row.row}>
              <th scope="row">{row.row}</th>
              {fields.map((field) => (
                <td key={field} className={row.values[field] ? undefined : 'coach-cell-muted'}>
                  {row.values[field] || '—'}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Every row with a problem: its number in the spreadsheet, the field and the reason. */
export function ProblemList({ preview }: { preview: Preview }) {
  return (
    <>
      <div className="ui-table-wrap" tabIndex={0} role="region" aria-label="Problems, scrollable">
        <table className="ui-table coach-table imports-table">
          <caption className="ui-visually-hidden">Rows with problems</caption>
          <thead>
            <tr>
              <th scope="col">Row</th>
              <th scope="col">Field</th>
              <th scope="col">Problem</th>
            </tr>
          </thead>
          <tbody>
            {preview.problems.map((p, i) => (
              <tr key={`${p.row}-${p.field}-${i}`}>
                <th scope="row">{p.row}</th>
                <td>{p.field === 'row' ? 'Whole row' : fieldLabel(p.field)}</td>
                <td>{p.reason}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {preview.problems.length < preview.problemRows && (
        <p className="coach-muted">
          Showing the first {formatCount(preview.problems.length)} problems. The rejected-rows file
          you can download after the import lists them all.
        </p>
      )}
    </>
  );
}

/** Rows whose email is earlier in the file or already in your records. */
export function DuplicateList({ item }: { item: Import }) {
  const existing = item.kind === 'clients' ? 'Already a client' : 'Already a lead';
  return (
    <>
      <ul className="imports-duplicates" aria-label="Duplicate rows">
        {item.preview.duplicates.map((d) => (
          <li key={d.row}>
            <span className="imports-duplicates__row">Row {d.row}</span>{' '}
            <strong>{d.name || d.email}</strong> <span className="coach-cell-sub">{d.email}</span>
            <span className="coach-cell-sub">
              {d.against === 'file' ? 'Earlier in the file' : existing}
            </span>
          </li>
        ))}
      </ul>
      {item.preview.duplicates.length < item.preview.duplicateRows && (
        <p className="coach-muted">
          And {formatCount(item.preview.duplicateRows - item.preview.duplicates.length)} more.
        </p>
      )}
    </>
  );
}
