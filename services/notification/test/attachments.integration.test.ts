import { randomUUID } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import request from 'supertest';
import {
  ATTACHMENT_MESSAGES,
  MAX_ATTACHMENT_BYTES,
  MESSAGE_TEXT,
  attachmentSchema,
  conversationListSchema,
  messagePageSchema,
  messageSchema,
} from '@wellness/contracts';
import type { ConversationList, MessagePage } from '@wellness/contracts';
import { startNotification } from './harness';
import type { NotificationHarness } from './harness';
import { seedPeople } from './conversation-fixtures';
import { UNSENT_ATTACHMENT_KEEP_MS, sweepUnsentAttachments } from '../src/attachments/cleanup';
import type { People } from './conversation-fixtures';

// Message attachments: images (re-encoded, metadata stripped) and PDFs, uploaded, linked to a
// message when it is sent, and served only to those who see its conversation.
let h: NotificationHarness;
let p: People;
/** Emma's conversation with her coach, and with Nina (her nutritionist). */
let coachConversation: string;
let ninaConversation: string;

jest.setTimeout(30_000);

/** A phone's photo: 400 × 200 stored on its side (orientation 6), with camera and GPS EXIF. */
const phonePhoto = () =>
  sharp({ create: { width: 400, height: 200, channels: 3, background: '#c06' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'TestPhone', Model: 'Camera 9' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 2660/100' },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n' +
    '2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
  'latin1',
);

const upload = (
  as: Record<string, string>,
  file: Buffer,
  filename: string,
  contentType: string,
  fields: Record<string, string> = {},
) => {
  let req = request(h.app).post('/api/attachments').set(as);
  for (const [name, value] of Object.entries(fields)) req = req.field(name, value);
  return req.attach('file', file, { filename, contentType });
};
const uploadPdf = (as: Record<string, string>, name = 'Plan.pdf') =>
  upload(as, PDF, name, 'application/pdf');

const fetchFile = (url: string, as: Record<string, string>) =>
  request(h.app)
    .get(url)
    .set(as)
    .buffer(true)
    .parse((r, done) => {
      const chunks: Buffer[] = [];
      r.on('data', (c: Buffer) => chunks.push(c));
      r.on('end', () => done(null, Buffer.concat(chunks)));
    });

const send = (
  as: Record<string, string>,
  conversationId: string,
  message: { id?: string; body?: string; attachmentIds?: string[] },
) =>
  request(h.app)
    .post(`/api/conversations/${conversationId}/messages`)
    .set(as)
    .send({ id: randomUUID(), ...message });

const storedFiles = () => h.files.list('attachments');

beforeAll(async () => {
  h = await startNotification();
  p = await seedPeople(h);
  const inbox = conversationListSchema.parse(
    (await request(h.app).get('/api/conversations').set(p.as.emma)).body,
  );
  coachConversation = inbox.items.find((c) => c.kind === 'coach')!.id;
  ninaConversation = inbox.items.find((c) => c.kind === 'nutritionist')!.id;
});
afterAll(() => h.close());

describe('uploading', () => {
  it('re-encodes an image upright without any EXIF or GPS, as a display variant and a thumbnail', async () => {
    const res = await upload(p.as.emma, await phonePhoto(), 'IMG_0001.jpg', 'image/jpeg');
    expect(res.status).toBe(201);
    const attachment = attachmentSchema.parse(res.body);
    expect(attachment).toMatchObject({
      kind: 'image',
      name: 'IMG_0001.jpg',
      url: `/api/attachments/${attachment.id}`,
      thumbUrl: `/api/attachments/${attachment.id}?variant=thumb`,
      // Turned upright: 200 × 400.
      width: 200,
      height: 400,
    });

    for (const url of [attachment.url, attachment.thumbUrl!, `${attachment.url}?variant=display`]) {
      const served = await fetchFile(url, p.as.emma);
      expect(served.status).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['cache-control']).toMatch(/^private/);
      expect(served.headers.etag).toMatch(/^".+"$/);
      const body = served.body as Buffer;
      const meta = await sharp(body).metadata();
      expect(meta.exif).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
      expect(meta.height! > meta.width!).toBe(true);
      expect(body.includes(Buffer.from('TestPhone'))).toBe(false);

      const again = await request(h.app)
        .get(url)
        .set(p.as.emma)
        .set('if-none-match', served.headers.etag);
      expect(again.status).toBe(304);
    }
    const thumb = await sharp((await fetchFile(attachment.thumbUrl!, p.as.emma)).body).metadata();
    expect(Math.max(thumb.width!, thumb.height!)).toBeLessThanOrEqual(320);
  });

  it('keeps a PDF as it is and serves it as a download under its name', async () => {
    const res = await uploadPdf(p.as.emma, 'C:\\fakepath\\Meal plan.pdf');
    expect(res.status).toBe(201);
    const attachment = attachmentSchema.parse(res.body);
    expect(attachment).toMatchObject({
      kind: 'pdf',
      name: 'Meal plan.pdf',
      size: PDF.length,
      width: null,
      height: null,
      thumbUrl: null,
    });
    const served = await fetchFile(attachment.url, p.as.emma);
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.headers['content-disposition']).toMatch(/^attachment; filename="Meal plan.pdf"/);
    expect(served.headers['cache-control']).toMatch(/^private/);
    expect((served.body as Buffer).equals(PDF)).toBe(true);
  });

  it('refuses (415) anything but an image or a PDF, by its bytes, and stores nothing', async () => {
    const before = await storedFiles();
    const rows = await h.db.attachment.count();
    const res = await upload(
      p.as.emma,
      Buffer.from('just some text, honestly, not a photo\n'),
      'photo.jpg',
      'image/jpeg',
    );
    expect(res.status).toBe(415);
    expect(res.body.error).toBe(ATTACHMENT_MESSAGES.wrongType);
    const gif = await upload(
      p.as.emma,
      Buffer.from('GIF89a0123456789abcdef'),
      'a.gif',
      'image/gif',
    );
    expect(gif.status).toBe(415);
    expect(await storedFiles()).toEqual(before);
    expect(await h.db.attachment.count()).toBe(rows);
  });

  it('refuses (413) 10 MB and one byte, and stores nothing', async () => {
    const before = await storedFiles();
    const rows = await h.db.attachment.count();
    const big = Buffer.alloc(MAX_ATTACHMENT_BYTES + 1, 1);
    Buffer.from('%PDF-1.4\n').copy(big);
    const res = await upload(p.as.emma, big, 'big.pdf', 'application/pdf');
    expect(res.status).toBe(413);
    expect(res.body.error).toBe(ATTACHMENT_MESSAGES.tooLarge);
    expect(await storedFiles()).toEqual(before);
    expect(await h.db.attachment.count()).toBe(rows);
  });

  it('names a conversation she can send in, or none', async () => {
    const olivias = conversationListSchema.parse(
      (await request(h.app).get('/api/conversations').set(p.as.olivia)).body,
    ).items[0].id;
    const res = await upload(p.as.emma, PDF, 'a.pdf', 'application/pdf', {
      conversationId: olivias,
    });
    expect(res.status).toBe(404);
    const mine = await upload(p.as.emma, PDF, 'a.pdf', 'application/pdf', {
      conversationId: coachConversation,
    });
    expect(mine.status).toBe(201);
    // Named for her coach's conversation: it cannot go to Nina's.
    const elsewhere = await send(p.as.emma, ninaConversation, { attachmentIds: [mine.body.id] });
    expect(elsewhere.status).toBe(404);
    const there = await send(p.as.emma, coachConversation, { attachmentIds: [mine.body.id] });
    expect(there.status).toBe(201);
  });

  describe('a 40 MB file, streamed', () => {
    let server: Server;
    beforeAll(async () => {
      server = h.app.listen(0, '127.0.0.1');
      await new Promise((resolve) => server.once('listening', resolve));
    });
    afterAll(() => new Promise((resolve) => server.close(resolve)));

    const size = 40 * 1024 * 1024;
    const sendLarge = () =>
      new Promise<{ status: number; sent: number }>((resolve, reject) => {
        const boundary = 'attachment-boundary';
        const head = Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.pdf"\r\n` +
            'Content-Type: application/pdf\r\n\r\n%PDF-1.4\n',
        );
        const req = httpRequest({
          host: '127.0.0.1',
          port: (server.address() as AddressInfo).port,
          method: 'POST',
          path: '/api/attachments',
          headers: { ...p.as.emma, 'content-type': `multipart/form-data; boundary=${boundary}` },
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
        const chunk = Buffer.alloc(256 * 1024, 1);
        const pump = () => {
          if (answered) return req.destroy();
          if (sent >= size) return req.end(`\r\n--${boundary}--\r\n`);
          sent += chunk.length;
          if (req.write(chunk)) setImmediate(pump);
          else req.once('drain', pump);
        };
        pump();
      });

    it('is refused with 413 before it has all arrived', async () => {
      // The service answers and closes while the client still writes: now and then the client's
      // next write meets the closed socket (ECONNRESET) before it has read the answer. That says
      // nothing of the service, so such a try is made again; every answer read must be a 413.
      let result: { status: number; sent: number } | undefined;
      for (let attempt = 1; !result; attempt++) {
        try {
          result = await sendLarge();
        } catch (error) {
          const code = (error as NodeJS.ErrnoException).code;
          if (attempt === 3 || (code !== 'ECONNRESET' && code !== 'EPIPE')) throw error;
        }
      }
      expect(result.status).toBe(413);
      expect(result.sent).toBeLessThan(size);
    });
  });
});

describe('sending', () => {
  it('carries her attachments, with or without text, in every answer', async () => {
    const image = attachmentSchema.parse(
      (await upload(p.as.emma, await phonePhoto(), 'me.jpg', 'image/jpeg')).body,
    );
    const pdf = attachmentSchema.parse((await uploadPdf(p.as.emma)).body);
    const id = randomUUID();
    const sent = await send(p.as.emma, coachConversation, {
      id,
      body: '',
      attachmentIds: [pdf.id, image.id],
    });
    expect(sent.status).toBe(201);
    const message = messageSchema.parse(sent.body);
    expect(message.body).toBe('');
    expect(message.attachments).toEqual([pdf, image]);

    // The same id again (a retry): the stored message, attachments and all.
    const retry = await send(p.as.emma, coachConversation, {
      id,
      body: '',
      attachmentIds: [pdf.id, image.id],
    });
    expect(retry.status).toBe(200);
    expect(retry.body).toEqual(sent.body);

    // Their open pages hear of it with its attachments (the stored stream events).
    const events = await h.db.messageStreamEvent.findMany();
    const heard = events
      .map((row) => row.event as { type: string; message?: { id: string } })
      .filter((event) => event.type === 'message' && event.message?.id === id);
    expect(heard.length).toBeGreaterThan(0);
    for (const event of heard) expect(messageSchema.parse(event.message)).toEqual(message);

    // The page's and the inbox's JSON come from Postgres: exactly the answer's message, as the
    // send answered it (compared before any parsing: no key more or less, the same values).
    const pageRes = await request(h.app)
      .get(`/api/conversations/${coachConversation}/messages`)
      .set(p.as.coach)
      .expect(200)
      .expect('content-type', /^application\/json/);
    expect((pageRes.body as MessagePage).items.find((m) => m.id === id)).toEqual(message);
    const page = messagePageSchema.parse(pageRes.body);
    expect(page.items.find((m) => m.id === id)?.attachments).toEqual([pdf, image]);
    const inboxRes = await request(h.app).get('/api/conversations').set(p.as.coach).expect(200);
    expect(
      (inboxRes.body as ConversationList).items.find((c) => c.id === coachConversation)
        ?.lastMessage,
    ).toEqual(message);
    const inbox = conversationListSchema.parse(inboxRes.body);
    expect(inbox.items.find((c) => c.id === coachConversation)?.lastMessage).toEqual(message);
    const one = await request(h.app).get(`/api/conversations/${coachConversation}`).set(p.as.emma);
    expect(one.body.lastMessage).toEqual(message);
  });

  it('needs text or an attachment', async () => {
    const res = await send(p.as.emma, coachConversation, { body: '  ' });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain(MESSAGE_TEXT.empty);
  });

  it("refuses (404) another person's, an unknown or a sent attachment, and stores no message", async () => {
    const olivias = attachmentSchema.parse((await uploadPdf(p.as.olivia)).body);
    const hers = attachmentSchema.parse((await uploadPdf(p.as.emma)).body);
    const first = await send(p.as.emma, coachConversation, { attachmentIds: [hers.id] });
    expect(first.status).toBe(201);
    const mine = attachmentSchema.parse((await uploadPdf(p.as.emma)).body);

    for (const attachmentIds of [[mine.id, olivias.id], [randomUUID()], [hers.id]]) {
      const id = randomUUID();
      const res = await send(p.as.emma, coachConversation, { id, body: 'See', attachmentIds });
      expect(res.status).toBe(404);
      expect(res.body.error).toBe(ATTACHMENT_MESSAGES.notFound);
      expect(await h.db.message.findUnique({ where: { id } })).toBeNull();
    }
    // Nothing half-written: hers is still unsent (and hers alone), Olivia's still Olivia's.
    expect(await h.db.attachment.findUnique({ where: { id: mine.id } })).toMatchObject({
      messageId: null,
    });
    expect((await fetchFile(mine.url, p.as.coach)).status).toBe(404);
    expect((await fetchFile(olivias.url, p.as.olivia)).status).toBe(200);
    const later = await send(p.as.emma, coachConversation, { attachmentIds: [mine.id] });
    expect(later.status).toBe(201);
  });
});

describe('who sees an attachment', () => {
  const status = async (url: string, as: Record<string, string>) =>
    (await fetchFile(url, as)).status;

  it('before it is sent: its uploader alone', async () => {
    const pdf = attachmentSchema.parse((await uploadPdf(p.as.emma)).body);
    expect(await status(pdf.url, p.as.emma)).toBe(200);
    for (const as of [p.as.coach, p.as.nina, p.as.olivia, p.as.priya])
      expect(await status(pdf.url, as)).toBe(404);
    expect(await status(pdf.url, {})).toBe(401);
  });

  it("once sent: whoever sees the conversation (messages' access), anyone else 404", async () => {
    const toCoach = attachmentSchema.parse(
      (await upload(p.as.emma, await phonePhoto(), 'me.jpg', 'image/jpeg')).body,
    );
    expect((await send(p.as.emma, coachConversation, { attachmentIds: [toCoach.id] })).status).toBe(
      201,
    );
    for (const url of [toCoach.url, toCoach.thumbUrl!]) {
      expect(await status(url, p.as.emma)).toBe(200);
      expect(await status(url, p.as.coach)).toBe(200);
      for (const as of [p.as.nina, p.as.olivia, p.as.priya, p.as.stranger])
        expect(await status(url, as)).toBe(404);
    }

    const fromNina = attachmentSchema.parse((await uploadPdf(p.as.nina, 'Plan.pdf')).body);
    expect((await send(p.as.nina, ninaConversation, { attachmentIds: [fromNina.id] })).status).toBe(
      201,
    );
    for (const as of [p.as.nina, p.as.emma, p.as.coach])
      expect(await status(fromNina.url, as)).toBe(200);
    for (const as of [p.as.olivia, p.as.priya]) expect(await status(fromNina.url, as)).toBe(404);
  });

  it('answers 404 for an unknown id', async () => {
    expect(await status(`/api/attachments/${randomUUID()}`, p.as.emma)).toBe(404);
    expect(await status('/api/attachments/not-an-id', p.as.emma)).toBe(404);
  });
});

describe('attachments never sent', () => {
  it('are deleted a day after upload, rows and files; sent and recent ones stay', async () => {
    const [forgotten, sent, recent] = await Promise.all(
      ['Forgotten.pdf', 'Sent.pdf', 'Recent.pdf'].map(async (name) => {
        const res = await uploadPdf(p.as.emma, name);
        expect(res.status).toBe(201);
        return attachmentSchema.parse(res.body).id;
      }),
    );
    await send(p.as.emma, coachConversation, { attachmentIds: [sent] }).expect(201);
    const dayAndAnHourAgo = new Date(Date.now() - UNSENT_ATTACHMENT_KEEP_MS - 3600_000);
    await h.db.attachment.updateMany({
      where: { id: { in: [forgotten, sent] } },
      data: { createdAt: dayAndAnHourAgo },
    });

    const log = { warn: jest.fn() };
    expect(await sweepUnsentAttachments({ db: h.db, files: h.files }, new Date(), log)).toBe(1);
    expect(log.warn).not.toHaveBeenCalled();

    expect(await h.db.attachment.count({ where: { id: forgotten } })).toBe(0);
    expect(await h.files.list(`attachments/${forgotten}`)).toEqual([]);
    await fetchFile(`/api/attachments/${forgotten}`, p.as.emma).expect(404);
    await fetchFile(`/api/attachments/${sent}`, p.as.coach).expect(200);
    await fetchFile(`/api/attachments/${recent}`, p.as.emma).expect(200);
    // A second sweep finds nothing more to do.
    expect(await sweepUnsentAttachments({ db: h.db, files: h.files }, new Date(), log)).toBe(0);
  });
});
