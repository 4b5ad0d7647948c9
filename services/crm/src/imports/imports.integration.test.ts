import request from 'supertest';
import { IMPORT_MESSAGES } from '@wellness/contracts';
import { outboxPayloads } from '@wellness/kit/src/testing';
import { announcedSnapshots, newClient, newLead } from '../../test/fixtures';
import { runImport } from './run';
import { startImportWorker } from './worker';
import { clientsCsv, settled, startImportsCrm } from './test-support';

/**
 * Bulk import on real Postgres and Redis, through the API: upload → preview → start → done,
 * duplicates, idempotent re-import, cancel, the rejected-rows CSV. The job runs in this process
 * (runImport) except where the BullMQ worker itself is under test.
 */
let s: Awaited<ReturnType<typeof startImportsCrm>>;
beforeAll(async () => {
  s = await startImportsCrm();
});
afterAll(() => s.close());

const BOM = '\uFEFF';
const FILE =
  BOM +
  'First Name,Last Name,Email Address,Mobile,Start Date,Status,Notes\r\n' +
  'Maya,Hart,Maya.Hart@Example.com,07700 900123,13/03/2024,Active,=HYPERLINK("http://x")\r\n' +
  'Asha,Khan,not-an-email,07700 900124,01/02/2024,Paused,\r\n' +
  'Zoë,Brown,zoe@example.com,,"02/03/2024",,"likes\r\nlong walks"\r\n' +
  'Short,Row\r\n' +
  'Maya,Again,maya.hart@example.com,,,,\r\n';

describe('upload → preview → start → done', () => {
  let id: string;

  it('answers the import with the detected format, mapping and a preview of rows, problems and duplicates', async () => {
    const res = await s.upload(FILE, 'trainerize-export.csv');
    expect(res.status).toBe(201);
    id = res.body.id;
    expect(res.body).toMatchObject({
      kind: 'clients',
      fileName: 'trainerize-export.csv',
      status: 'uploaded',
      format: { type: 'csv', delimiter: ',', encoding: 'utf-8' },
      headers: [
        'First Name',
        'Last Name',
        'Email Address',
        'Mobile',
        'Start Date',
        'Status',
        'Notes',
      ],
      mappingRemembered: false,
      progress: { totalRows: 5, rowsDone: 0 },
    });
    expect(res.body.mapping.columns.map((c: { field: string | null }) => c.field)).toEqual([
      'firstName',
      'lastName',
      'email',
      'phone',
      'startDate',
      'status',
      null,
    ]);
    expect(res.body.preview.rows[0]).toEqual({
      row: 2,
      values: {
        firstName: 'Maya',
        lastName: 'Hart',
        email: 'maya.hart@example.com',
        phone: '+447700900123',
        startDate: '2024-03-13',
        status: 'active',
      },
    });
    // Zoë's 02/03/2024 is 2 March: the day-first order is proved by 13/03/2024 (and is the default).
    expect(res.body.preview.rows[1].values).toMatchObject({
      firstName: 'Zoë',
      startDate: '2024-03-02',
    });
    expect(res.body.preview.problems).toEqual([
      { row: 3, field: 'email', reason: '"not-an-email" is not an email address' },
      { row: 5, field: 'row', reason: 'This row has 2 columns, the header has 7' },
    ]);
    expect(res.body.preview).toMatchObject({ problemRows: 2, duplicateRows: 1 });
    expect(res.body.preview.duplicates).toEqual([
      { row: 6, email: 'maya.hart@example.com', against: 'file', name: 'Maya Again' },
    ]);
    expect(await s.files.list(`imports/${id}`)).toEqual([`imports/${id}/source.csv`]);
  });

  it('does not start while rows have problems the coach has not accepted (409)', async () => {
    const res = await request(s.crm.app).post(`/api/imports/${id}/start`).set(s.as.coach).send({});
    expect(res.status).toBe(409);
    expect(res.body.error).toBe(IMPORT_MESSAGES.problemsNotAccepted);
    expect((await s.crm.db.import.findUniqueOrThrow({ where: { id } })).status).toBe('uploaded');
  });

  it('runs, creating imported clients that are announced and invited like any new client', async () => {
    const started = await request(s.crm.app)
      .post(`/api/imports/${id}/start`)
      .set(s.as.coach)
      .send({ acceptProblems: true, invite: true });
    expect(started.status).toBe(200);
    expect(started.body.status).toBe('queued');
    expect(await runImport(s.jobDeps(), id)).toBe('done');

    const res = await request(s.crm.app).get(`/api/imports/${id}`).set(s.as.coach);
    expect(res.body).toMatchObject({
      status: 'done',
      progress: {
        totalRows: 5,
        rowsDone: 5,
        created: 2,
        updated: 0,
        skipped: 1,
        rejected: 2,
        secondsLeft: null,
      },
      finishedAt: expect.any(String),
    });
    const clients = await s.crm.db.client.findMany({
      where: { source: 'import' },
      orderBy: { email: 'asc' },
    });
    expect(clients).toMatchObject([
      {
        email: 'maya.hart@example.com',
        firstName: 'Maya',
        lastName: 'Hart',
        phone: '+447700900123',
        status: 'active',
        joinedAt: new Date('2024-03-13T00:00:00Z'),
        coachUserId: s.team.coachId,
      },
      {
        email: 'zoe@example.com',
        firstName: 'Zoë',
        phone: null,
        joinedAt: new Date('2024-03-02T00:00:00Z'),
      },
    ]);
    // One event for the batch, carrying each new client.
    expect(await outboxPayloads(s.crm.db, 'client.changed')).toEqual([
      { clients: [expect.anything(), expect.anything()] },
    ]);
    const changed = await announcedSnapshots(s.crm.db);
    expect(changed.map((p) => p.email).sort()).toEqual([
      'maya.hart@example.com',
      'zoe@example.com',
    ]);
    expect(changed[0]).toMatchObject({
      coachName: 'Sarah Mitchell',
      status: 'active',
      userId: null,
    });
    const invited = await outboxPayloads(s.crm.db, 'client.invited');
    expect(invited.map((p) => p.email).sort()).toEqual([
      'maya.hart@example.com',
      'zoe@example.com',
    ]);
    expect(
      await s.crm.db.importRow.findMany({ where: { importId: id }, orderBy: { rowNumber: 'asc' } }),
    ).toMatchObject([
      { rowNumber: 2, outcome: 'created', recordId: clients[0]!.id },
      { rowNumber: 3, outcome: 'rejected', reason: '"not-an-email" is not an email address' },
      { rowNumber: 4, outcome: 'created', recordId: clients[1]!.id },
      { rowNumber: 5, outcome: 'rejected' },
      { rowNumber: 6, outcome: 'skipped', recordId: clients[0]!.id },
    ]);
    // The file is gone once the import is over; what the coach needs is in import_rows.
    expect(await s.files.list(`imports/${id}`)).toEqual([]);
  });

  it('shows imported clients as imported in the client table', async () => {
    const res = await request(s.crm.app).get('/api/clients?search=hart').set(s.as.coach);
    expect(
      res.body.items.find((c: { email: string }) => c.email === 'maya.hart@example.com'),
    ).toMatchObject({
      source: 'import',
    });
  });

  it('lists the rejected rows as a CSV with their cells and reasons, which imports again', async () => {
    const res = await request(s.crm.app).get(`/api/imports/${id}/errors.csv`).set(s.as.coach);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toContain('trainerize-export-rejected-rows.csv');
    expect(res.text).toBe(
      BOM +
        'First Name,Last Name,Email Address,Mobile,Start Date,Status,Notes,Reason\r\n' +
        'Asha,Khan,not-an-email,07700 900124,01/02/2024,Paused,,"""not-an-email"" is not an email address"\r\n' +
        'Short,Row,,,,,,"This row has 2 columns, the header has 7"\r\n',
    );
    const again = await s.upload(res.text.replace('not-an-email', 'asha@example.com'), 'fixed.csv');
    expect(again.status).toBe(201);
    expect(again.body.mapping.columns.at(-1)).toEqual({ index: 7, header: 'Reason', field: null });
    expect(again.body.preview.problems).toEqual([
      { row: 3, field: 'email', reason: 'The email address is missing' },
    ]);
  });

  it('lists the coach’s imports newest first', async () => {
    const res = await request(s.crm.app).get('/api/imports').set(s.as.coach);
    expect(res.status).toBe(200);
    expect(res.body.items[0].fileName).toBe('fixed.csv');
    expect(res.body.items.map((i: { id: string }) => i.id)).toContain(id);
    expect(res.body.items[0]).not.toHaveProperty('preview');
  });
});

describe('duplicates', () => {
  const file =
    'Email,First Name,Last Name,Phone,Goals\n' +
    'kept@example.com,Kept,Renamed,07700 900200,Run a 5k\n' +
    'fresh@example.com,Fresh,One,,\n' +
    'fresh@example.com,Fresh,Two,07700 900201,Sleep\n';

  const importWith = async (duplicates: 'skip' | 'fill_empty') => {
    const { body } = await s.upload(file, `dups-${duplicates}.csv`);
    expect(body.preview.duplicates).toEqual([
      { row: 2, email: 'kept@example.com', against: 'existing', name: 'Kept Original' },
      { row: 4, email: 'fresh@example.com', against: 'file', name: 'Fresh Two' },
    ]);
    await request(s.crm.app)
      .post(`/api/imports/${body.id}/start`)
      .set(s.as.coach)
      .send({ duplicates });
    expect(await runImport(s.jobDeps(), body.id)).toBe('done');
    return s.crm.db.import.findUniqueOrThrow({ where: { id: body.id } });
  };

  it('skip: an existing client is left as she is, and the second row of an email is skipped', async () => {
    const kept = await newClient(s.crm.db, {
      email: 'kept@example.com',
      firstName: 'Kept',
      lastName: 'Original',
    });
    const done = await importWith('skip');
    expect(done).toMatchObject({ created: 1, skipped: 2, updated: 0 });
    expect(await s.crm.db.client.findUniqueOrThrow({ where: { id: kept.id } })).toMatchObject({
      lastName: 'Original',
      phone: null,
      goals: null,
    });
    expect(
      await s.crm.db.client.findUniqueOrThrow({ where: { email: 'fresh@example.com' } }),
    ).toMatchObject({
      lastName: 'One',
      phone: null,
    });
  });

  it('fill_empty: only empty fields are filled in, nothing is overwritten', async () => {
    await s.crm.db.client.deleteMany({ where: { email: 'fresh@example.com' } });
    const done = await importWith('fill_empty');
    expect(done).toMatchObject({ created: 1, updated: 2, skipped: 0 });
    expect(
      await s.crm.db.client.findUniqueOrThrow({ where: { email: 'kept@example.com' } }),
    ).toMatchObject({
      lastName: 'Original',
      phone: '+447700900200',
      goals: 'Run a 5k',
    });
    expect(
      await s.crm.db.client.findUniqueOrThrow({ where: { email: 'fresh@example.com' } }),
    ).toMatchObject({
      lastName: 'One',
      phone: '+447700900201',
      goals: 'Sleep',
    });
  });
});

describe('filling in tags', () => {
  it('fills empty tags of existing clients and announces only the clients whose tags changed', async () => {
    const untagged = await newClient(s.crm.db, { email: 'untagged@example.com', tags: [] });
    const tagged = await newClient(s.crm.db, { email: 'tagged@example.com', tags: ['vip'] });
    const before = (await announcedSnapshots(s.crm.db)).length;
    const { body } = await s.upload(
      'Email,First Name,Last Name,Tags\n' +
        'untagged@example.com,Una,Tagless,Spring Intake; Postnatal\n' +
        'tagged@example.com,Tia,Tagged,Spring Intake\n',
      'tags.csv',
    );
    await request(s.crm.app)
      .post(`/api/imports/${body.id}/start`)
      .set(s.as.coach)
      .send({ duplicates: 'fill_empty' });
    expect(await runImport(s.jobDeps(), body.id)).toBe('done');
    const tagsOf = async (id: string) =>
      (await s.crm.db.client.findUniqueOrThrow({ where: { id } })).tags;
    expect(await tagsOf(untagged.id)).toEqual(['postnatal', 'spring-intake']);
    expect(await tagsOf(tagged.id)).toEqual(['vip']);
    const announced = (await announcedSnapshots(s.crm.db)).slice(before);
    expect(announced).toEqual([
      expect.objectContaining({ clientId: untagged.id, tags: ['postnatal', 'spring-intake'] }),
    ]);
  });
});

describe('importing the same file again', () => {
  it('creates nothing new, and announces nothing', async () => {
    const file = clientsCsv(30, 1000);
    const first = await s.upload(file, 'same.csv');
    await request(s.crm.app).post(`/api/imports/${first.body.id}/start`).set(s.as.coach).send({});
    await runImport(s.jobDeps({ batchRows: 7 }), first.body.id);
    const clients = await s.crm.db.client.count();
    const events = (await announcedSnapshots(s.crm.db)).length;

    for (const duplicates of ['skip', 'fill_empty'] as const) {
      const again = await s.upload(file, 'same.csv');
      expect(again.body.preview.duplicateRows).toBe(30);
      await request(s.crm.app)
        .post(`/api/imports/${again.body.id}/start`)
        .set(s.as.coach)
        .send({ duplicates });
      await runImport(s.jobDeps(), again.body.id);
      expect(
        await s.crm.db.import.findUniqueOrThrow({ where: { id: again.body.id } }),
      ).toMatchObject({
        status: 'done',
        created: 0,
        updated: 0,
        skipped: 30,
      });
    }
    expect(await s.crm.db.client.count()).toBe(clients);
    expect((await announcedSnapshots(s.crm.db)).length).toBe(events);
  });
});

describe('leads', () => {
  it('imports leads with lead.created, their source and date', async () => {
    const { body } = await s.upload(
      'Name,Email,Phone,Date,Lead Source,Status\nLena Ford,lena@example.com,07700 900300,25/12/2025,Instagram,Contacted\n',
      'leads.csv',
      'leads',
    );
    expect(body.mapping.columns.map((c: { field: string | null }) => c.field)).toEqual([
      'name',
      'email',
      'phone',
      'createdDate',
      'source',
      'status',
    ]);
    await request(s.crm.app).post(`/api/imports/${body.id}/start`).set(s.as.coach).send({});
    expect(await runImport(s.jobDeps(), body.id)).toBe('done');
    expect(
      await s.crm.db.lead.findFirstOrThrow({ where: { email: 'lena@example.com' } }),
    ).toMatchObject({
      firstName: 'Lena',
      lastName: 'Ford',
      phone: '+447700900300',
      source: 'instagram',
      status: 'contacted',
      createdAt: new Date('2025-12-25T00:00:00Z'),
    });
    expect(await outboxPayloads(s.crm.db, 'lead.created')).toEqual([
      expect.objectContaining({ email: 'lena@example.com', source: 'instagram' }),
    ]);
  });
});

describe('lead duplicates', () => {
  it('fill_empty fills the newest lead’s empty phone and keeps a phone she has', async () => {
    const older = await newLead(s.crm.db, {
      email: 'twice@example.com',
      phone: null,
      createdAt: new Date('2025-01-01T00:00:00Z'),
    });
    const newest = await newLead(s.crm.db, { email: 'twice@example.com', phone: null });
    const withPhone = await newLead(s.crm.db, { email: 'phoned@example.com' });
    const { body } = await s.upload(
      'Name,Email,Phone\nTwice Over,twice@example.com,07700 900310\nPhoned In,phoned@example.com,07700 900311\n',
      'lead-dups.csv',
      'leads',
    );
    await request(s.crm.app)
      .post(`/api/imports/${body.id}/start`)
      .set(s.as.coach)
      .send({ duplicates: 'fill_empty' });
    expect(await runImport(s.jobDeps(), body.id)).toBe('done');
    const phoneOf = async (id: string) =>
      (await s.crm.db.lead.findUniqueOrThrow({ where: { id } })).phone;
    expect(await phoneOf(newest.id)).toBe('+447700900310');
    expect(await phoneOf(older.id)).toBeNull();
    expect(await phoneOf(withPhone.id)).toBe(withPhone.phone);
    expect(await s.crm.db.import.findUniqueOrThrow({ where: { id: body.id } })).toMatchObject({
      created: 0,
      updated: 1,
      skipped: 1,
    });
  });
});

describe('cancelling', () => {
  it('an import not started is cancelled at once, its file deleted', async () => {
    const { body } = await s.upload(clientsCsv(3, 2000), 'never.csv');
    const res = await request(s.crm.app).post(`/api/imports/${body.id}/cancel`).set(s.as.coach);
    expect(res.body.status).toBe('cancelled');
    expect(await s.files.list(`imports/${body.id}`)).toEqual([]);
    const again = await request(s.crm.app).post(`/api/imports/${body.id}/cancel`).set(s.as.coach);
    expect(again.status).toBe(409);
    expect(again.body.error).toBe(IMPORT_MESSAGES.notCancellable);
  });

  it('a running import stops after the batch in hand and says exactly which rows went in', async () => {
    const { body } = await s.upload(clientsCsv(3000, 10_000), 'long.csv');
    await request(s.crm.app).post(`/api/imports/${body.id}/start`).set(s.as.coach).send({});
    const running = runImport(s.jobDeps({ batchRows: 10 }), body.id);
    await settledProgress(body.id);
    const res = await request(s.crm.app).post(`/api/imports/${body.id}/cancel`).set(s.as.coach);
    expect(res.body.status).toBe('cancelling');
    expect(await running).toBe('cancelled');
    const row = await s.crm.db.import.findUniqueOrThrow({ where: { id: body.id } });
    expect(row.rowsDone).toBeGreaterThan(0);
    expect(row.rowsDone).toBeLessThan(3000);
    // Exactly the rows before the checkpoint went in, and none after it.
    const emails = (from: number, to: number) =>
      Array.from({ length: to - from }, (_, i) => `client${10_000 + from + i}@example.com`);
    expect(await s.crm.db.client.count({ where: { email: { in: emails(0, row.rowsDone) } } })).toBe(
      row.created,
    );
    expect(
      await s.crm.db.client.count({ where: { email: { in: emails(row.rowsDone, 3000) } } }),
    ).toBe(0);
    expect(row.created).toBe(row.rowsDone);
    expect(
      await s.crm.db.importRow.count({ where: { importId: body.id, outcome: 'created' } }),
    ).toBe(row.rowsDone);
    const last = await s.crm.db.importRow.findFirstOrThrow({
      where: { importId: body.id },
      orderBy: { rowNumber: 'desc' },
    });
    expect(last.rowNumber).toBe(row.checkpointRow);
  });

  const settledProgress = (id: string) =>
    settled(s.crm, id, ['running']).then(async () => {
      for (;;) {
        const row = await s.crm.db.import.findUniqueOrThrow({ where: { id } });
        if (row.rowsDone > 0) return row;
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    });
});

describe('the BullMQ worker', () => {
  it('runs a started import to the end, once, with progress on the way', async () => {
    const worker = startImportWorker(s.jobDeps(), s.crm.config);
    try {
      const { body } = await s.upload(clientsCsv(1200, 20_000), 'queued.csv');
      const start = await request(s.crm.app)
        .post(`/api/imports/${body.id}/start`)
        .set(s.as.coach)
        .send({});
      expect(start.body.status).toBe('queued');
      // Starting twice is refused: the job is queued once.
      const twice = await request(s.crm.app)
        .post(`/api/imports/${body.id}/start`)
        .set(s.as.coach)
        .send({});
      expect(twice.status).toBe(409);
      const done = await settled(s.crm, body.id);
      expect(done).toMatchObject({ status: 'done', created: 1200, rowsDone: 1200 });
      expect(await s.crm.db.client.count({ where: { email: { startsWith: 'client2' } } })).toBe(
        1200,
      );
    } finally {
      for (const close of worker.closers) await close();
    }
  });

  it('waits for the start request to commit instead of failing an attempt', async () => {
    const { body } = await s.upload(clientsCsv(3, 30_000), 'early.csv');
    let run: Promise<string> | undefined;
    // As the start request does: the row locked and queued, the job met before the commit.
    await s.crm.db.$transaction(async (tx) => {
      await tx.$queryRaw`SELECT id FROM imports WHERE id = ${body.id}::uuid FOR UPDATE`;
      await tx.import.update({ where: { id: body.id }, data: { status: 'queued' } });
      run = runImport(s.jobDeps(), body.id);
      await new Promise((resolve) => setTimeout(resolve, 200));
    });
    expect(await run).toBe('done');
    expect(await s.crm.db.import.findUnique({ where: { id: body.id } })).toMatchObject({
      status: 'done',
      created: 3,
    });
  });
});
