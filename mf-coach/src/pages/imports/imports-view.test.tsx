import { QueryClient } from '@tanstack/react-query';
import { IMPORT_MESSAGES } from '@wellness/contracts';
import type { ClientRow, Import } from '@wellness/contracts';
import { ClientTable } from '../clients/ClientTable';
import { renderStatic } from '../../testing/render-static';
import { importKey, IMPORTS_API } from './api';
import { fakeImport } from './import-fixture';
import { ImportTable } from './ImportTable';
import { ImportWizard } from './ImportWizard';
import type { WizardPlace } from './ImportWizard';
import { setColumnField } from './mapping';
import { PreviewStep } from './PreviewStep';

/** The wizard at a place, with the API's answer about the import already in hand. */
function renderWizard(item: Import | null, place: WizardPlace = {}) {
  const client = new QueryClient();
  if (item) client.setQueryData(importKey(item.id), item);
  return renderStatic(
    <ImportWizard id={item?.id} step={place.step} onNavigate={() => undefined} />,
    client,
  );
}

const running = fakeImport({
  status: 'running',
  progress: {
    totalRows: 5000,
    rowsDone: 1250,
    created: 1200,
    updated: 0,
    skipped: 30,
    rejected: 20,
    secondsLeft: 150,
  },
});

describe('the import wizard', () => {
  it('starts with the kind of records and the file, by button or by dropping it', () => {
    const html = renderWizard(null);
    expect(html).toContain('aria-current="step"');
    expect(html).toMatch(/<legend[^>]*>The file holds<\/legend>/);
    expect(html).toMatch(/<input type="radio" name="import-kind" checked="" value="clients"/);
    expect(html).toContain('accept=".csv,.xlsx');
    expect(html).toContain('Choose a file');
    expect(html).toContain('Drag your file here');
  });

  it('shows each column with the detected field chosen, and the columns left unmatched', () => {
    const html = renderWizard(fakeImport());
    expect(html).toContain('Match the columns');
    // One labelled select per column; "Mobile" came detected as the phone.
    expect(html).toMatch(/<label[^>]*>Contact<\/label>/);
    expect(html).toMatch(/<option value="phone" selected="">Phone<\/option>/);
    expect(html).toContain('<option value="" selected="">Don’t import</option>');
    expect(html).toContain('No column fills: Full name, Email');
    expect(html).toContain('Remember this mapping for files with the same columns');
  });

  it('says when the mapping is one the coach saved for these columns', () => {
    expect(renderWizard(fakeImport({ mappingRemembered: true }))).toContain(
      'Filled in from the mapping you saved',
    );
  });

  it('shows a running import’s progress as a progress bar with the rows, rejections and time left', () => {
    // Even when the URL still asks for the preview: the status decides once it has started.
    const html = renderWizard(running, { step: 'preview' });
    expect(html).toMatch(/role="progressbar"[^>]*aria-valuenow="25"/);
    expect(html).toContain('aria-valuetext="25%: 1,250 of 5,000 rows"');
    expect(html).toContain('<dd>20</dd>');
    expect(html).toContain('About 3 minutes left');
    expect(html).toContain('Cancel import');
    expect(html).not.toContain('Match the columns');
  });

  it('sums a finished import up, links its rejected rows and the clients', () => {
    const done = fakeImport({ status: 'done', progress: { ...running.progress, rowsDone: 5000 } });
    const html = renderWizard(done);
    expect(html).toContain('Import complete');
    expect(html).toContain(`href="${IMPORTS_API.errorsCsv(done.id)}" download=""`);
    expect(html).toContain('Download rejected rows');
    expect(html).toContain('href="/clients"');
    for (const label of ['Created', 'Updated', 'Skipped', 'Rejected'])
      expect(html).toContain(label);
  });

  it('says exactly how far a cancelled import went, and why a failed one stopped', () => {
    const cancelled = renderWizard(
      fakeImport({ kind: 'leads', status: 'cancelled', progress: running.progress }),
    );
    expect(cancelled).toContain('1,250 of 5,000 rows were processed before you cancelled');
    expect(cancelled).toContain('href="/leads"');
    const failed = renderWizard(
      fakeImport({ status: 'failed', error: 'The file could not be read again' }),
    );
    expect(failed).toContain('The file could not be read again');
    expect(failed).not.toContain('Download rejected rows');
  });
});

describe('the preview', () => {
  const withProblems = fakeImport({
    mapping: setColumnField(fakeImport().mapping, 2, 'email'),
    preview: {
      ...fakeImport().preview,
      problems: [
        { row: 4, field: 'email', reason: 'Not an email address: "emma@"' },
        { row: 7, field: 'row', reason: 'Has 3 columns; the header has 4' },
      ],
      problemRows: 12,
      duplicates: [{ row: 9, email: 'sam@example.com', against: 'existing', name: 'Sam Lee' }],
      duplicateRows: 1,
    },
  });
  const html = renderStatic(
    <PreviewStep item={withProblems} focusOnOpen={false} onBack={() => undefined} />,
  );

  it('lists each problem with its row, field and reason, and says the list is cut short', () => {
    expect(html).toContain('12 rows cannot be imported');
    expect(html).toMatch(/<th scope="row">4<\/th><td>Email<\/td><td>Not an email address/);
    expect(html).toMatch(/<th scope="row">7<\/th><td>Whole row<\/td>/);
    expect(html).toContain('Showing the first 2 problems');
  });

  it('shows the rows as they will be stored, under the mapped fields only', () => {
    expect(html).toMatch(/<th scope="col">Email<\/th>/);
    expect(html).not.toMatch(/<th scope="col">Goals<\/th>/);
    expect(html).toContain('<th scope="row">2</th><td>Emma</td>');
  });

  it('offers skip or fill-empty-only for the duplicates, and invitations for clients', () => {
    expect(html).toContain('Already a client');
    expect(html).toMatch(/checked="" value="skip"/);
    expect(html).toContain('Fill in empty fields only');
    expect(html).toContain('Invite the imported clients');
    const leads = renderStatic(
      <PreviewStep
        item={{ ...withProblems, kind: 'leads' }}
        focusOnOpen={false}
        onBack={() => undefined}
      />,
    );
    expect(leads).not.toContain('Invite the imported');
    expect(leads).toContain('Already a lead');
  });
});

describe('loading an import', () => {
  it('shows a loading state while the import is read', () => {
    const html = renderStatic(
      <ImportWizard id="6f1c2a4e-1d3b-4c5a-9e8f-0a1b2c3d4e5f" onNavigate={() => undefined} />,
    );
    expect(html).toContain('Loading the import');
    expect(html).not.toContain('Choose a file');
  });
  it('names the message the API gives for someone else’s import', () => {
    expect(IMPORT_MESSAGES.notFound).toBe('That import was not found');
  });
});

describe('/bulk-import', () => {
  it('opens each import on /import?id= with its status and counts', () => {
    const html = renderStatic(<ImportTable rows={[running]} />);
    expect(html).toContain(`href="/import?id=${running.id}"`);
    expect(html).toContain('trainerize-export.csv');
    expect(html).toContain('Importing');
    expect(html).toContain('1,200 created · 30 skipped · 20 rejected');
  });
});

describe('the client table', () => {
  const client: ClientRow = {
    id: 'c1',
    firstName: 'Emma',
    lastName: 'Stone',
    email: 'emma@example.com',
    phone: null,
    status: 'active',
    nutritionist: null,
    joinedAt: '2026-11-27T10:00:00.000Z',
    lastCheckInAt: null,
    hasAccount: true,
    screeningFlagged: false,
    billingStatus: null,
    tags: [],
    source: 'import',
  };
  const table = (rows: ClientRow[]) =>
    renderStatic(
      <ClientTable
        rows={rows}
        sort="name"
        onSort={() => undefined}
        selected={new Set()}
        onToggle={() => undefined}
        onTogglePage={() => undefined}
      />,
    );
  it('marks a client who came in through an import as "Imported", and no one else', () => {
    expect(table([client])).toContain('>Imported</span>');
    expect(table([{ ...client, source: 'manual' }])).not.toContain('Imported');
  });
});
