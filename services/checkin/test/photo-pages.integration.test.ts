import sharp from 'sharp';
import request from 'supertest';
import { photoListSchema } from '@wellness/contracts';
import type { PhotoList } from '@wellness/contracts';
import { startCheckin } from './harness';
import type { CheckinHarness } from './harness';
import { onboard, seedPeople } from './fixtures';
import type { People } from './fixtures';

// The gallery's pages (issue 14): `GET /api/photos?days=` answers whole days of photos, newest
// first, with the cursor of the next page, behind the same access check as the whole list.
let h: CheckinHarness;
let p: People;

jest.setTimeout(30_000);

/** Her photos: three poses on 2026-11-16, front only on the days before it. */
const TAKEN = [
  ['2026-11-16', 'front'],
  ['2026-11-16', 'side'],
  ['2026-11-16', 'back'],
  ['2026-11-09', 'front'],
  ['2026-11-02', 'front'],
  ['2026-10-26', 'front'],
  ['2026-10-19', 'front'],
] as const;

beforeAll(async () => {
  h = await startCheckin();
  p = await seedPeople(h);
  await onboard(h, p.as.emma);
  const photo = await sharp({
    create: { width: 60, height: 80, channels: 3, background: '#a98' },
  })
    .jpeg()
    .toBuffer();
  for (const [takenOn, pose] of TAKEN) {
    const res = await request(h.app)
      .post('/api/photos')
      .set(p.as.emma)
      .field('pose', pose)
      .field('takenOn', takenOn)
      .attach('file', photo, { filename: 'photo.jpg', contentType: 'image/jpeg' });
    expect(res.status).toBe(201);
  }
});
afterAll(() => h.close());

const page = async (as: Record<string, string>, query: string): Promise<PhotoList> => {
  const res = await request(h.app).get(`/api/photos?${query}`).set(as).expect(200);
  return photoListSchema.parse(res.body);
};
const daysOf = (list: PhotoList) => [...new Set(list.items.map((photo) => photo.takenOn))];

describe('a page of her photos', () => {
  it('holds whole days, newest first, and leads to the next until the last', async () => {
    const first = await page(p.as.emma, 'days=2');
    expect(daysOf(first)).toEqual(['2026-11-16', '2026-11-09']);
    expect(first.items.map((photo) => photo.pose)).toEqual(['front', 'side', 'back', 'front']);
    expect(first).toMatchObject({ nextBefore: '2026-11-09', totalDays: 5 });

    const second = await page(p.as.emma, `days=2&before=${first.nextBefore}`);
    expect(daysOf(second)).toEqual(['2026-11-02', '2026-10-26']);
    expect(second).toMatchObject({ nextBefore: '2026-10-26', totalDays: 5 });

    const last = await page(p.as.emma, `days=2&before=${second.nextBefore}`);
    expect(daysOf(last)).toEqual(['2026-10-19']);
    expect(last.nextBefore).toBeNull();
  });

  it('together the pages are the whole list', async () => {
    const all = await page(p.as.emma, '');
    expect(all.nextBefore).toBeUndefined();
    const paged: PhotoList['items'] = [];
    for (let before: string | null | undefined = undefined; before !== null;) {
      const next = await page(p.as.emma, `days=3${before ? `&before=${before}` : ''}`);
      paged.push(...next.items);
      before = next.nextBefore;
    }
    expect(paged).toEqual(all.items);
  });

  it('is empty, with no next page, for a client without photos or before her first', async () => {
    expect(await page(p.as.emma, 'days=2&before=2026-10-19')).toEqual({
      items: [],
      nextBefore: null,
      totalDays: 5,
    });
    await onboard(h, p.as.olivia);
    expect(await page(p.as.olivia, 'days=2')).toEqual({
      items: [],
      nextBefore: null,
      totalDays: 0,
    });
  });

  it('is hers and the coach’s only: a nutritionist is refused, another client not found', async () => {
    const query = `days=2&clientId=${p.emma.clientId}`;
    expect(daysOf(await page(p.as.coach, query))).toEqual(['2026-11-16', '2026-11-09']);
    await request(h.app).get(`/api/photos?${query}`).set(p.as.nina).expect(403);
    await request(h.app).get(`/api/photos?${query}`).set(p.as.olivia).expect(404);
    await request(h.app).get(`/api/photos?${query}`).expect(401);
  });

  it('refuses a page size or cursor it cannot use', async () => {
    for (const query of ['days=0', 'days=53', 'days=two', 'days=2&before=last-week'])
      await request(h.app).get(`/api/photos?${query}`).set(p.as.emma).expect(400);
  });
});
