import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { INBOX_PAGE_SIZE, conversationListSchema } from '@wellness/contracts';
import type { ConversationList } from '@wellness/contracts';
import { asUser } from '@wellness/kit/src/testing';
import { startNotification } from './harness';
import type { NotificationHarness } from './harness';
import { client, clientChanged } from './conversation-fixtures';
import { listConversations } from '../src/messages/conversation-repository';

// The inbox by pages of INBOX_PAGE_SIZE: `?offset=` the previous page's `nextOffset`, across her
// unread ones and the rest, with and without filters. One coach on a database of its own: she sees
// every conversation here.

type Headers = Record<string, string>;

let h: NotificationHarness;
const coachId = randomUUID();
const coach = asUser(coachId, 'coach');
/** 120 clients: 60 who wrote last (unread for the coach), 60 the coach wrote to last. */
let clients: (ReturnType<typeof client> & { as: Headers; unread: boolean })[];
/** 70 of them are called Rosa (40 unread, 30 read), for the search. */
const isRosa = (n: number) => n % 12 < 7;

const page = async (as: Headers, query: string) =>
  conversationListSchema.parse(
    (await request(h.app).get(`/api/conversations${query}`).set(as).expect(200)).body,
  );

/** Every page in turn from offset 0, each `nextOffset` the next one's offset. */
async function allPages(as: Headers, query = '') {
  const pages: ConversationList[] = [];
  let offset: number | null = 0;
  while (offset !== null) {
    const next = await page(as, `?offset=${offset}${query}`);
    pages.push(next);
    offset = next.nextOffset;
  }
  return pages;
}

beforeAll(async () => {
  h = await startNotification();
  clients = [];
  for (let n = 0; n < 120; n++) {
    const snapshot = client(isRosa(n) ? 'Rosa' : 'Lily', coachId, null);
    await clientChanged(h, snapshot);
    clients.push({ ...snapshot, as: asUser(snapshot.userId!, 'client'), unread: n % 2 === 0 });
  }
  for (const c of clients) {
    const [conversation] = (await page(c.as, '')).items;
    await request(h.app)
      .post(`/api/conversations/${conversation.id}/messages`)
      .set(c.unread ? c.as : coach)
      .send({ id: randomUUID(), body: `Hello from ${c.unread ? c.firstName : 'the coach'}` })
      .expect(201);
  }
});
afterAll(() => h.close());

/** The whole inbox in one read, in its order (the pages must add up to it). */
const wholeInbox = async (search?: string) =>
  (
    await listConversations(h.db, {
      userId: coachId,
      scope: { kind: 'all' },
      search,
      limit: 1000,
    })
  ).map((row) => row.id);

describe('inbox pages', () => {
  it('follow each other across unread and read, none missing or doubled, then end', async () => {
    const pages = await allPages(coach);
    expect(pages.map((p) => [p.items.length, p.nextOffset])).toEqual([
      [INBOX_PAGE_SIZE, 50],
      [INBOX_PAGE_SIZE, 100],
      [20, null],
    ]);
    const items = pages.flatMap((p) => p.items);
    expect(new Set(items.map((c) => c.id)).size).toBe(120);
    expect(items.map((c) => c.id)).toEqual(await wholeInbox());
    // Her 60 unread ones first: the second page holds the last 10 and the first 40 read.
    expect(items.map((c) => c.unread > 0)).toEqual([
      ...Array<boolean>(60).fill(true),
      ...Array<boolean>(60).fill(false),
    ]);
  });

  it('starts anywhere: on the boundary, just before it, among the rest, past the end', async () => {
    const whole = await wholeInbox();
    for (const offset of [55, 59, 60, 61, 100, 119]) {
      const { items, nextOffset } = await page(coach, `?offset=${offset}`);
      expect(items.map((c) => c.id)).toEqual(whole.slice(offset, offset + INBOX_PAGE_SIZE));
      expect(nextOffset).toBe(offset + INBOX_PAGE_SIZE < 120 ? offset + INBOX_PAGE_SIZE : null);
    }
    expect(await page(coach, '?offset=120')).toEqual({ items: [], nextOffset: null });
    expect(await page(coach, '?offset=10000')).toEqual({ items: [], nextOffset: null });
  });

  it('pages her unread ones only, with "Unread only"', async () => {
    const pages = await allPages(coach, '&unread=true');
    expect(pages.map((p) => [p.items.length, p.nextOffset])).toEqual([
      [INBOX_PAGE_SIZE, 50],
      [10, null],
    ]);
    expect(pages.flatMap((p) => p.items).map((c) => c.id)).toEqual(
      (await wholeInbox()).slice(0, 60),
    );
  });

  it('pages a search: the offset counts only what it finds', async () => {
    const pages = await allPages(coach, '&q=rosa');
    expect(pages.map((p) => [p.items.length, p.nextOffset])).toEqual([
      [INBOX_PAGE_SIZE, 50],
      [20, null],
    ]);
    const items = pages.flatMap((p) => p.items);
    expect(items.map((c) => c.id)).toEqual(await wholeInbox('rosa'));
    expect(new Set(items.map((c) => c.id)).size).toBe(70);
    expect(items.filter((c) => c.unread > 0)).toHaveLength(40);
    expect(items.every((c) => c.people.some((p) => p.name.startsWith('Rosa ')))).toBe(true);
    // At and past her 40 unread Rosas (the offset then skips what a count of them leaves).
    for (const offset of [40, 45]) {
      const past = await page(coach, `?q=rosa&offset=${offset}`);
      expect(past.items.map((c) => c.id)).toEqual(items.slice(offset).map((c) => c.id));
      expect(past.nextOffset).toBeNull();
    }
  });

  it('keeps a client to her own conversation at any offset', async () => {
    const [emma] = clients;
    const first = await page(emma.as, '?offset=0');
    expect(first.items.map((c) => c.clientId)).toEqual([emma.clientId]);
    expect(first.nextOffset).toBeNull();
    expect(await page(emma.as, '?offset=1')).toEqual({ items: [], nextOffset: null });
    expect(await page(emma.as, '?offset=50')).toEqual({ items: [], nextOffset: null });
  });

  it.each(['10001', '99999', '-1', '1.5', 'abc', '', '1e3'])(
    'refuses offset=%s with a message saying what it takes',
    async (offset) => {
      const res = await request(h.app)
        .get(`/api/conversations?offset=${offset}`)
        .set(coach)
        .expect(400);
      expect(res.body).toMatchObject({
        code: 'VALIDATION',
        error: 'offset must be a whole number from 0 to 10,000',
      });
    },
  );
});
