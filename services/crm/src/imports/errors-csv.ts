import { csvCell } from '../csv';
import type { CrmDeps } from '../deps';
import type { Caller } from '@wellness/kit';
import { visibleImport } from './access';
import { findImport } from './repository';
import { rejectedRows } from './row-repository';

const PAGE = 1000;
const line = (cells: string[]) => cells.map(csvCell).join(',') + '\r\n';

/**
 * Coach only: the rejected rows of an import as a CSV she can fix and import again: the file's own
 * header and each row's original cells, then a Reason column. Streamed a page at a time. (Cells
 * that look like formulas are neutralised, as in every CSV crm writes.)
 */
export async function rejectedRowsCsv(deps: CrmDeps, caller: Caller, id: string) {
  const row = visibleImport(caller, await findImport(deps.db, id));
  const base = row.fileName.replace(/\.(csv|tsv|txt|xlsx)$/i, '');
  async function* lines() {
    yield '\uFEFF' + line([...row.headers, 'Reason']);
    for (let after = 0; ;) {
      const page = await rejectedRows(deps.db, id, after, PAGE);
      for (const rejected of page) {
        // A row with too many cells keeps them all (the Reason then follows them).
        const cells = row.headers.map((_, i) => rejected.cells[i] ?? '');
        cells.push(...rejected.cells.slice(row.headers.length));
        yield line([...cells, rejected.reason ?? '']);
      }
      if (page.length < PAGE) return;
      after = page[page.length - 1]!.rowNumber;
    }
  }
  return { filename: `${base}-rejected-rows.csv`, lines: lines() };
}
