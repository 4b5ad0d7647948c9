import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import sharp from 'sharp';
import request from 'supertest';
import {
  PHOTO_CONSENT_MESSAGES,
  PHOTO_UPLOAD_MESSAGES,
  photoListSchema,
  photoSchema,
} from '@wellness/contracts';
import { PHOTO_MESSAGES } from '@wellness/kit/src/images';
import { startCheckin } from './harness';
import type { CheckinHarness } from './harness';
import { onboard, seedPeople, week } from './fixtures';
import type { People } from './fixtures';

// Progress photos (issue 14): upload, variants, privacy, replacement and deletion, on the real
// service with its database and a file store on disk (the S3 backend passes the same contract).
let h: CheckinHarness;
let p: People;
let baselineId: string;

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

beforeAll(async () => {
  h = await startCheckin();
  p = await seedPeople(h);
  await onboard(h, p.as.emma);
  const sent = await request(h.app).post('/api/checkins').set(p.as.emma).send(week(72));
  expect(sent.status).toBe(201);
  baselineId = sent.body.checkin.id;
});
afterAll(() => h.close());

const upload = (
  as: Record<string, string>,
  file: Buffer,
  fields: Record<string, string>,
  filename = 'photo.jpg',
) => {
  let req = request(h.app).post('/api/photos').set(as);
  for (const [name, value] of Object.entries(fields)) req = req.field(name, value);
  return req.attach('file', file, { filename, contentType: 'image/jpeg' });
};

const filesOf = (clientId: string) => h.files.list(`photos/${clientId}`);

describe('uploading a photo', () => {
  it('stores three upright variants without any metadata, served privately with an ETag', async () => {
    const res = await upload(p.as.emma, await phonePhoto(), {
      pose: 'front',
      checkinId: baselineId,
    });
    expect(res.status).toBe(201);
    const photo = photoSchema.parse(res.body);
    expect(photo).toMatchObject({ pose: 'front', checkinId: baselineId, width: 200, height: 400 });

    for (const variant of ['thumb', 'display', 'full'] as const) {
      const served = await request(h.app)
        .get(photo.variants[variant])
        .set(p.as.emma)
        .buffer(true)
        .parse((r, done) => {
          const chunks: Buffer[] = [];
          r.on('data', (c: Buffer) => chunks.push(c));
          r.on('end', () => done(null, Buffer.concat(chunks)));
        });
      expect(served.status).toBe(200);
      expect(served.headers['cache-control']).toMatch(/^private/);
      expect(served.headers.etag).toMatch(/^".+"$/);
      const meta = await sharp(served.body as Buffer).metadata();
      expect(meta.exif).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
      expect(meta.height! > meta.width!).toBe(true);
      expect((served.body as Buffer).includes(Buffer.from('TestPhone'))).toBe(false);

      const again = await request(h.app)
        .get(photo.variants[variant])
        .set(p.as.emma)
        .set('if-none-match', served.headers.etag);
      expect(again.status).toBe(304);
    }
    expect(await filesOf(p.emma.clientId)).toHaveLength(3);
  });

  it('replaces the photo of a pose in a check-in, and the old files go', async () => {
    const first = await upload(p.as.emma, await phonePhoto(), {
      pose: 'side',
      checkinId: baselineId,
    });
    const before = await filesOf(p.emma.clientId);
    const second = await upload(p.as.emma, await phonePhoto(), {
      pose: 'side',
      checkinId: baselineId,
    });
    expect(second.status).toBe(201);
    const after = await filesOf(p.emma.clientId);
    expect(after.filter((key) => key.includes(first.body.id))).toEqual([]);
    expect(after).toHaveLength(before.length);
    const list = photoListSchema.parse(
      (await request(h.app).get('/api/photos').set(p.as.emma).expect(200)).body,
    );
    expect(list.items.filter((photo) => photo.pose === 'side').map((x) => x.id)).toEqual([
      second.body.id,
    ]);
  });

  it('takes extra photos on a date, never a future one', async () => {
    const extra = await upload(p.as.emma, await phonePhoto(), {
      pose: 'back',
      takenOn: '2026-11-20',
    });
    expect(extra.status).toBe(201);
    expect(extra.body).toMatchObject({ checkinId: null, takenOn: '2026-11-20' });
    const future = await upload(p.as.emma, await phonePhoto(), {
      pose: 'back',
      takenOn: '2027-01-01',
    });
    expect(future.status).toBe(400);
    expect(future.body.fields.takenOn).toBe(PHOTO_UPLOAD_MESSAGES.futureDate);
  });

  it('deletes a photo and every stored variant', async () => {
    const res = await upload(p.as.emma, await phonePhoto(), {
      pose: 'back',
      takenOn: '2026-11-21',
    });
    const id = res.body.id as string;
    expect((await filesOf(p.emma.clientId)).filter((k) => k.includes(id))).toHaveLength(3);
    await request(h.app).delete(`/api/photos/${id}`).set(p.as.coach).expect(403);
    await request(h.app).delete(`/api/photos/${id}`).set(p.as.emma).expect(204);
    expect((await filesOf(p.emma.clientId)).filter((k) => k.includes(id))).toEqual([]);
    await request(h.app).get(`/api/photos/${id}/thumb`).set(p.as.emma).expect(404);
    expect(await h.db.photo.findUnique({ where: { id } })).toBeNull();
  });
});

describe('bad input: a clear message each, and nothing stored', () => {
  const nothingNew = async (run: () => Promise<unknown>) => {
    const files = await filesOf(p.emma.clientId);
    const rows = await h.db.photo.count();
    await run();
    expect(await filesOf(p.emma.clientId)).toEqual(files);
    expect(await h.db.photo.count()).toBe(rows);
  };

  it('a PDF renamed .jpg: 415', async () =>
    nothingNew(async () => {
      const pdf = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n'.repeat(50));
      const res = await upload(p.as.emma, pdf, { pose: 'front', takenOn: '2026-11-20' }, 'x.jpg');
      expect(res.status).toBe(415);
      expect(res.body.error).toBe(PHOTO_MESSAGES.notAnImage);
    }));

  it('a small PNG declaring 100,000 × 100,000 pixels: 400, without decoding it', async () =>
    nothingNew(async () => {
      const png = await sharp({
        create: { width: 1, height: 1, channels: 3, background: '#000' },
      })
        .png()
        .toBuffer();
      const bomb = Buffer.from(png);
      bomb.writeUInt32BE(100_000, 16);
      bomb.writeUInt32BE(100_000, 20);
      const res = await upload(p.as.emma, bomb, { pose: 'front', takenOn: '2026-11-20' });
      expect(res.status).toBe(400);
      expect(res.body.error).toBe(PHOTO_MESSAGES.tooManyPixels);
    }));

  it('a truncated JPEG: 400', async () =>
    nothingNew(async () => {
      const whole = await phonePhoto();
      const res = await upload(p.as.emma, whole.subarray(0, whole.length / 2), {
        pose: 'front',
        takenOn: '2026-11-20',
      });
      expect(res.status).toBe(400);
      expect(res.body.error).toBe(PHOTO_MESSAGES.unreadable);
    }));

  it('a missing pose or file: 400 naming it', async () => {
    const noPose = await upload(p.as.emma, await phonePhoto(), { takenOn: '2026-11-20' });
    expect(noPose.status).toBe(400);
    expect(noPose.body.fields.pose).toBeDefined();
    const noFile = await request(h.app)
      .post('/api/photos')
      .set(p.as.emma)
      .field('pose', 'front')
      .field('takenOn', '2026-11-20');
    expect(noFile.status).toBe(400);
    expect(noFile.body.error).toBe(PHOTO_UPLOAD_MESSAGES.noFile);
  });

  describe('a 60 MB file', () => {
    let server: Server;
    beforeAll(async () => {
      server = h.app.listen(0, '127.0.0.1');
      await new Promise((resolve) => server.once('listening', resolve));
    });
    afterAll(() => new Promise((resolve) => server.close(resolve)));

    /** Sends a multipart upload of `size` bytes slowly; resolves with the status and bytes sent. */
    const sendLarge = (size: number, declareLength: boolean) =>
      new Promise<{ status: number; sent: number }>((resolve, reject) => {
        const boundary = 'photo-boundary';
        const head = Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="pose"\r\n\r\nfront\r\n` +
            `--${boundary}\r\nContent-Disposition: form-data; name="takenOn"\r\n\r\n2026-11-20\r\n` +
            `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.jpg"\r\n` +
            'Content-Type: image/jpeg\r\n\r\n',
        );
        const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
        const req = httpRequest({
          host: '127.0.0.1',
          port: (server.address() as AddressInfo).port,
          method: 'POST',
          path: '/api/photos',
          headers: {
            ...p.as.emma,
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
        req.write(Buffer.concat([head, Buffer.from([0xff, 0xd8, 0xff, 0xe0])]));
        sent = 4;
        const chunk = Buffer.alloc(256 * 1024, 1);
        const pump = () => {
          if (answered) return req.destroy();
          if (sent >= size) return req.end(tail);
          sent += chunk.length;
          if (req.write(chunk)) setImmediate(pump);
          else req.once('drain', pump);
        };
        pump();
      });

    it('is refused with 413 before it has all arrived, declared or not', async () => {
      const declared = await sendLarge(60 * 1024 * 1024, true);
      expect(declared.status).toBe(413);
      expect(declared.sent).toBeLessThan(60 * 1024 * 1024);
      const streamed = await sendLarge(60 * 1024 * 1024, false);
      expect(streamed.status).toBe(413);
      expect(streamed.sent).toBeLessThan(60 * 1024 * 1024);
    });
  });
});

describe('who sees what', () => {
  let photoUrl: string;
  beforeAll(async () => {
    const res = await upload(p.as.emma, await phonePhoto(), {
      pose: 'front',
      takenOn: '2026-11-19',
    });
    photoUrl = res.body.variants.thumb;
  });

  it('she and the coach see her photos; a nutritionist never does; others are told not found', async () => {
    await request(h.app).get(photoUrl).expect(401);
    await request(h.app).get(photoUrl).set(p.as.coach).expect(200);
    await request(h.app).get(photoUrl).set(p.as.nina).expect(403);
    await request(h.app).get(photoUrl).set(p.as.olivia).expect(404);
    await request(h.app).get(`/api/photos?clientId=${p.emma.clientId}`).set(p.as.coach).expect(200);
    await request(h.app).get(`/api/photos?clientId=${p.emma.clientId}`).set(p.as.nina).expect(403);
    await request(h.app)
      .get(`/api/photos?clientId=${p.emma.clientId}`)
      .set(p.as.olivia)
      .expect(404);
    expect(
      (await request(h.app).get('/api/photos').set(p.as.olivia).expect(200)).body.items,
    ).toEqual([]);
  });

  it('only she adds them, to her own check-ins', async () => {
    const photo = await phonePhoto();
    expect((await upload(p.as.nina, photo, { pose: 'front', takenOn: '2026-11-20' })).status).toBe(
      403,
    );
    expect((await upload(p.as.coach, photo, { pose: 'front', takenOn: '2026-11-20' })).status).toBe(
      403,
    );
    await onboard(h, p.as.olivia);
    expect(
      (await upload(p.as.olivia, photo, { pose: 'front', checkinId: baselineId })).status,
    ).toBe(404);
    expect((await request(h.app).post('/api/photos').attach('file', photo, 'a.jpg')).status).toBe(
      401,
    );
  });
});

describe('before and after, with her consent', () => {
  let pair: { beforePhotoId: string; afterPhotoId: string };
  const download = (as: Record<string, string>) =>
    request(h.app)
      .get(
        `/api/photos/before-after?beforePhotoId=${pair.beforePhotoId}&afterPhotoId=${pair.afterPhotoId}`,
      )
      .set(as)
      .buffer(true)
      .parse((r, done) => {
        const chunks: Buffer[] = [];
        r.on('data', (c: Buffer) => chunks.push(c));
        r.on('end', () => done(null, Buffer.concat(chunks)));
      });

  beforeAll(async () => {
    const first = await upload(p.as.emma, await phonePhoto(), {
      pose: 'front',
      takenOn: '2026-09-07',
    });
    const last = await upload(p.as.emma, await phonePhoto(), {
      pose: 'front',
      takenOn: '2026-11-16',
    });
    pair = { beforePhotoId: first.body.id, afterPhotoId: last.body.id };
  });

  it('is refused to the coach until she agrees, given with its time, and stops when she withdraws', async () => {
    const refused = await download(p.as.coach);
    expect(refused.status).toBe(403);
    expect(JSON.parse(refused.body.toString()).error).toBe(PHOTO_CONSENT_MESSAGES.noConsent);
    await request(h.app).put('/api/photos/consents').set(p.as.coach).send(pair).expect(403);
    await request(h.app).put('/api/photos/consents').set(p.as.olivia).send(pair).expect(404);

    h.clock.set('2026-11-24T10:00:00Z');
    const given = await request(h.app).put('/api/photos/consents').set(p.as.emma).send(pair);
    expect(given.status).toBe(200);
    expect(given.body).toMatchObject({
      ...pair,
      givenAt: '2026-11-24T10:00:00.000Z',
      withdrawnAt: null,
    });

    const image = await download(p.as.coach);
    expect(image.status).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
    expect(image.headers['content-disposition']).toBe(
      'attachment; filename="before-after-2026-09-07-2026-11-16.jpg"',
    );
    const meta = await sharp(image.body as Buffer).metadata();
    // Two upright 1 : 2 photos at 1000 px high, 12 px apart, over a 90 px band of dates.
    expect([meta.width, meta.height]).toEqual([500 + 12 + 500, 1000 + 90]);
    expect(meta.exif).toBeUndefined();
    await download(p.as.emma).expect(403);
    await download(p.as.nina).expect(403);

    h.clock.set('2026-11-25T10:00:00Z');
    await request(h.app)
      .post('/api/photos/consents/withdraw')
      .set(p.as.emma)
      .send(pair)
      .expect(200);
    expect((await download(p.as.coach)).status).toBe(403);
    const listed = await request(h.app)
      .get(`/api/photos/consents?clientId=${p.emma.clientId}`)
      .set(p.as.coach)
      .expect(200);
    expect(listed.body.items).toEqual([
      { ...pair, givenAt: '2026-11-24T10:00:00.000Z', withdrawnAt: '2026-11-25T10:00:00.000Z' },
    ]);
  });

  it('refuses a pair of one photo, and a deleted photo takes its consents with it', async () => {
    const same = await request(h.app)
      .put('/api/photos/consents')
      .set(p.as.emma)
      .send({ beforePhotoId: pair.afterPhotoId, afterPhotoId: pair.afterPhotoId });
    expect(same.status).toBe(400);
    await request(h.app).put('/api/photos/consents').set(p.as.emma).send(pair).expect(200);
    await request(h.app).delete(`/api/photos/${pair.beforePhotoId}`).set(p.as.emma).expect(204);
    expect(await h.db.photoConsent.count({ where: { beforePhotoId: pair.beforePhotoId } })).toBe(0);
  });
});
