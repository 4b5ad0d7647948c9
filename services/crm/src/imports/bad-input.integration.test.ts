import { randomUUID } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { IMPORT_MESSAGES } from '@wellness/contracts';
import { asUser } from '@wellness/kit/src/testing';
import { clientsCsv, startImportsCrm } from './test-support';

/** Bad input to /api/imports: 415, 413 (before the file has all arrived), 400, 404 and 403. */
let s: Awaited<ReturnType<typeof startImportsCrm>>;
beforeAll(async () => {
  s = await startImportsCrm();
});
afterAll(() => s.close());

const storedImports = async () => (await s.files.list('imports')).length;

describe('files that are not CSV or XLSX: 415', () => {
  it.each([
    ['a PDF', Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj'), 'clients.pdf'],
    [
      'a legacy .xls',
      Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0, 0]),
      'clients.xls',
    ],
    ['a Word file named .xlsx', Buffer.from('not a zip at all, just text'), 'clients.xlsx'],
    ['a ZIP named .zip', Buffer.from('PK\u0003\u0004rest-of-zip'), 'clients.zip'],
    ['binary named .csv', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0]), 'clients.csv'],
  ])('%s', async (_what, bytes, name) => {
    const res = await s.upload(bytes, name);
    expect(res.status).toBe(415);
    expect(res.body.error).toBe(IMPORT_MESSAGES.notCsvOrXlsx);
    expect(await storedImports()).toBe(0);
  });
});

describe('files over the limits: 413', () => {
  it('more than 100,000 rows, refused while it streams in, nothing kept', async () => {
    const res = await s.upload(clientsCsv(100_001), 'huge.csv');
    expect(res.status).toBe(413);
    expect(res.body.error).toBe(IMPORT_MESSAGES.tooManyRows);
    expect(await storedImports()).toBe(0);
  });

  describe('over 50 MB', () => {
    let server: Server;
    beforeAll(async () => {
      server = s.crm.app.listen(0, '127.0.0.1');
      await new Promise((resolve) => server.once('listening', resolve));
    });
    afterAll(() => new Promise((resolve) => server.close(resolve)));

    /** Sends a CSV upload of `size` bytes; resolves with the status and how much was sent. */
    const sendLarge = (size: number, declareLength: boolean) =>
      new Promise<{ status: number; sent: number }>((resolve, reject) => {
        const boundary = 'import-boundary';
        const head = Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="kind"\r\n\r\nclients\r\n` +
            `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.csv"\r\n` +
            'Content-Type: text/csv\r\n\r\nEmail,Notes\r\n',
        );
        const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
        const req = httpRequest({
          host: '127.0.0.1',
          port: (server.address() as AddressInfo).port,
          method: 'POST',
          path: '/api/imports',
          headers: {
            ...s.as.coach,
            'content-type': `multipart/form-data; boundary=${boundary}`,
            ...(declareLength ? { 'content-length': head.length + size + tail.length } : {}),
          },
        });
        let sent = 0;
        let answered = false;
        req.on('response', (res) => {
          answered = true;
          res.resume();
          resolve({ status: res.statusCode ?? 0, sent });
        });
        req.on('error', (error) => (answered ? undefined : reject(error)));
        req.write(head);
        // Few, long rows: the size limit is reached long before the row limit.
        const chunk = Buffer.from(`a@example.com,${'x'.repeat(256 * 1024)}\r\n`);
        const pump = () => {
          if (answered) return req.destroy();
          if (sent >= size) return req.end(tail);
          sent += chunk.length;
          if (req.write(chunk)) setImmediate(pump);
          else req.once('drain', pump);
        };
        pump();
      });

    it('is refused at once when its declared length is over', async () => {
      const declared = await sendLarge(60 * 1024 * 1024, true);
      expect(declared.status).toBe(413);
      expect(declared.sent).toBeLessThan(60 * 1024 * 1024);
    });

    it('is refused before it has all arrived when streamed without a length, nothing kept', async () => {
      const streamed = await sendLarge(60 * 1024 * 1024, false);
      expect(streamed.status).toBe(413);
      expect(streamed.sent).toBeLessThan(60 * 1024 * 1024);
      expect(await storedImports()).toBe(0);
      // 50 MB go through the scan first: slow on a busy 2-core machine.
    }, 180_000);
  });
});

describe('400', () => {
  it('no file, an empty file, or a kind that is neither clients nor leads', async () => {
    const noFile = await request(s.crm.app)
      .post('/api/imports')
      .set(s.as.coach)
      .field('kind', 'clients');
    expect(noFile.status).toBe(400);
    expect(noFile.body.error).toBe(IMPORT_MESSAGES.noFile);
    const headerOnly = await s.upload('Email,First Name\r\n', 'empty.csv');
    expect(headerOnly.status).toBe(400);
    expect(headerOnly.body.error).toBe(IMPORT_MESSAGES.empty);
    const badKind = await s.upload(clientsCsv(1), 'kind.csv', 'payments');
    expect(badKind.status).toBe(400);
    expect(badKind.body.error).toBe('Choose clients or leads');
    expect(await storedImports()).toBe(0);
  });

  it('a mapping without email, or with two columns on one field; the preview follows a good one', async () => {
    const { body } = await s.upload(
      'Name,Work Email,Home Email\nMaya Hart,maya@work.example,maya@home.example\n',
    );
    const map = (fields: (string | null)[], remember = false) =>
      request(s.crm.app)
        .put(`/api/imports/${body.id}/mapping`)
        .set(s.as.coach)
        .send({
          mapping: {
            columns: fields.map((field, index) => ({ index, header: body.headers[index], field })),
          },
          remember,
        });
    const noEmail = await map(['name', null, null]);
    expect(noEmail.status).toBe(400);
    expect(noEmail.body.error).toBe(IMPORT_MESSAGES.emailNotMapped);
    const twice = await map(['name', 'email', 'email']);
    expect(twice.status).toBe(400);
    expect(twice.body.error).toBe(IMPORT_MESSAGES.fieldMappedTwice('Email'));

    const home = await map(['name', null, 'email'], true);
    expect(home.status).toBe(200);
    expect(home.body.preview.rows[0].values).toMatchObject({
      email: 'maya@home.example',
      firstName: 'Maya',
    });
    // Saved: the next file with these headers gets it.
    const next = await s.upload(
      'Name,Work Email,Home Email\nAsha Khan,a@work.example,a@home.example\n',
    );
    expect(next.body.mappingRemembered).toBe(true);
    expect(next.body.preview.rows[0].values.email).toBe('a@home.example');
  });
});

describe('who may import', () => {
  let id: string;
  beforeAll(async () => {
    id = (await s.upload(clientsCsv(2, 500), 'mine.csv')).body.id;
  });

  it('someone else’s import is not found (404), for every route', async () => {
    const other = asUser(randomUUID(), 'coach');
    for (const res of [
      await request(s.crm.app).get(`/api/imports/${id}`).set(other),
      await request(s.crm.app)
        .put(`/api/imports/${id}/mapping`)
        .set(other)
        .send({ mapping: { columns: [] } }),
      await request(s.crm.app).post(`/api/imports/${id}/start`).set(other).send({}),
      await request(s.crm.app).post(`/api/imports/${id}/cancel`).set(other),
      await request(s.crm.app).get(`/api/imports/${id}/errors.csv`).set(other),
      await request(s.crm.app).get(`/api/imports/${randomUUID()}`).set(s.as.coach),
    ]) {
      expect(res.status).toBe(404);
    }
    expect((await request(s.crm.app).get('/api/imports').set(other)).body.items).toEqual([]);
  });

  it('a client or a nutritionist cannot import or look (403); nobody signed in: 401', async () => {
    for (const as of [s.as.client, s.as.nutritionist]) {
      expect((await s.upload(clientsCsv(1), 'x.csv', 'clients', as)).status).toBe(403);
      expect((await request(s.crm.app).get('/api/imports').set(as)).status).toBe(403);
      expect((await request(s.crm.app).get(`/api/imports/${id}`).set(as)).status).toBe(403);
    }
    expect((await request(s.crm.app).get('/api/imports')).status).toBe(401);
  });
});
