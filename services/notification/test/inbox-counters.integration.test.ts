import { randomUUID } from 'node:crypto';
import request from 'supertest';
import type { Conversation, Message, MessagePage } from '@wellness/contracts';
import { asUser } from '@wellness/kit/src/testing';
import { startNotification } from './harness';
import type { NotificationHarness } from './harness';
import { client, clientChanged } from './conversation-fixtures';
import { listConversations } from '../src/messages/conversation-repository';

// The counters and the order the inbox reads from indexes (unread_count, last_message_at on each
// member row, last_message_at on the conversation) stay what the messages say, through sends,
// reads and ties.

let h: NotificationHarness;
beforeAll(async () => {
  h = await startNotification();
});
afterAll(() => h.close());

type Headers = Record<string, string>;

/** A coach of her own with these clients (accounts, no nutritionist), and their headers. */
async function business(names: string[]) {
  const coachId = randomUUID();
  const clients = [];
  for (const name of names) {
    const snapshot = client(name, coachId, null);
    await clientChanged(h, snapshot);
    clients.push({ ...snapshot, as: asUser(snapshot.userId!, 'client') });
  }
  return { coachId, coach: asUser(coachId, 'coach'), clients };
}

/** Her inbox; with `of`, only these clients' conversations (the coach sees every business's). */
const inbox = async (as: Headers, query = '', of?: { clientId: string }[]) =>
  (
    (await request(h.app).get(`/api/conversations${query}`).set(as).expect(200)).body as {
      items: Conversation[];
    }
  ).items.filter((c) => !of || of.some((x) => x.clientId === c.clientId));

const send = async (as: Headers, conversationId: string, body: string) =>
  (
    await request(h.app)
      .post(`/api/conversations/${conversationId}/messages`)
      .set(as)
      .send({ id: randomUUID(), body })
      .expect(201)
  ).body as Message;

const read = async (as: Headers, conversationId: string, upTo: string) =>
  (
    (
      await request(h.app)
        .post(`/api/conversations/${conversationId}/read`)
        .set(as)
        .send({ upTo })
        .expect(200)
    ).body as { total: number }
  ).total;

const unreadTotal = async (as: Headers) =>
  ((await request(h.app).get('/api/messages/unread').set(as).expect(200)).body as { total: number })
    .total;

/**
 * Every member row against the messages: its unread count is what the other person sent after
 * what she read, and it carries its conversation's latest activity.
 */
async function expectCountersMatchMessages() {
  const wrong = await h.db.$queryRaw<unknown[]>`
    SELECT me.conversation_id, me.user_id, me.unread_count, me.last_message_at,
           c.last_message_at AS conversation_last_message_at,
           (SELECT count(*)::int FROM messages m
            WHERE m.conversation_id = me.conversation_id AND m.seq > me.read_up_to_seq
              AND m.sender_user_id <> me.user_id) AS expected_unread
    FROM conversation_members me JOIN conversations c ON c.id = me.conversation_id
    WHERE EXISTS (SELECT 1 FROM messages m WHERE m.conversation_id = c.id)
      AND (me.unread_count <> (SELECT count(*)::int FROM messages m
                               WHERE m.conversation_id = me.conversation_id
                                 AND m.seq > me.read_up_to_seq
                                 AND m.sender_user_id <> me.user_id)
           OR me.last_message_at IS DISTINCT FROM c.last_message_at
           OR c.last_message_at IS DISTINCT FROM (SELECT max(sent_at) FROM messages m
                                                  WHERE m.conversation_id = c.id))`;
  expect(wrong).toEqual([]);
}

describe('unread counters', () => {
  it('count each send for the other person, and follow her reads, never backwards', async () => {
    const b = await business(['Ada']);
    const [ada] = b.clients;
    const [conversation] = await inbox(ada.as);
    const first = await send(b.coach, conversation.id, 'One');
    const second = await send(b.coach, conversation.id, 'Two');
    const third = await send(b.coach, conversation.id, 'Three');
    expect(await unreadTotal(ada.as)).toBe(3);
    expect((await inbox(ada.as))[0]).toMatchObject({ id: conversation.id, unread: 3 });
    expect(await unreadTotal(b.coach)).toBe(0);
    await expectCountersMatchMessages();

    expect(await read(ada.as, conversation.id, second.id)).toBe(1);
    expect((await inbox(ada.as))[0].unread).toBe(1);
    // Reading an older one again changes nothing.
    expect(await read(ada.as, conversation.id, first.id)).toBe(1);
    await expectCountersMatchMessages();

    // Her answer: she has read everything before it; one unread for the coach.
    const answer = await send(ada.as, conversation.id, 'Thanks!');
    expect(await unreadTotal(ada.as)).toBe(0);
    expect(await unreadTotal(b.coach)).toBe(1);
    expect((await inbox(b.coach, '', b.clients))[0]).toMatchObject({
      id: conversation.id,
      unread: 1,
    });
    const page = (
      await request(h.app).get(`/api/conversations/${conversation.id}/messages`).set(b.coach)
    ).body as MessagePage;
    expect(page.readUpTo).toEqual({ [ada.userId!]: answer.id, [b.coachId]: third.id });
    expect(await read(b.coach, conversation.id, answer.id)).toBe(0);
    await expectCountersMatchMessages();
  });

  it('stay right under concurrent sends from both sides', async () => {
    const b = await business(['Bea']);
    const [bea] = b.clients;
    const [conversation] = await inbox(bea.as);
    await Promise.all([
      ...Array.from({ length: 8 }, (_, i) => send(b.coach, conversation.id, `Coach ${i}`)),
      ...Array.from({ length: 8 }, (_, i) => send(bea.as, conversation.id, `Bea ${i}`)),
    ]);
    await expectCountersMatchMessages();
    const [row] = await inbox(bea.as);
    expect(row.unread).toBe(await unreadTotal(bea.as));
  });
});

describe('inbox order', () => {
  it('puts unread first, then latest activity; a new message moves its conversation up', async () => {
    const b = await business(['Cara', 'Dora', 'Edie']);
    const [cara, dora, edie] = b.clients;
    const conversationOf = async (c: (typeof b.clients)[number]) => (await inbox(c.as))[0].id;
    const [caraC, doraC, edieC] = [
      await conversationOf(cara),
      await conversationOf(dora),
      await conversationOf(edie),
    ];
    // Never used: by client name.
    expect((await inbox(b.coach, '', b.clients)).map((c) => c.id)).toEqual([caraC, doraC, edieC]);

    await send(b.coach, caraC, 'Hi Cara');
    await send(b.coach, doraC, 'Hi Dora');
    await send(b.coach, edieC, 'Hi Edie');
    expect((await inbox(b.coach, '', b.clients)).map((c) => c.id)).toEqual([edieC, doraC, caraC]);

    // Cara answers: unread for the coach, so first.
    const fromCara = await send(cara.as, caraC, 'Hello!');
    expect((await inbox(b.coach, '', b.clients)).map((c) => [c.id, c.unread])).toEqual([
      [caraC, 1],
      [edieC, 0],
      [doraC, 0],
    ]);
    expect((await inbox(b.coach, '?unread=true', b.clients)).map((c) => c.id)).toEqual([caraC]);
    // The coach writes to Dora: Dora's moves above Edie's, Cara's stays first while unread.
    await send(b.coach, doraC, 'Any news?');
    expect((await inbox(b.coach, '', b.clients)).map((c) => c.id)).toEqual([caraC, doraC, edieC]);
    // Once read, Cara's takes its place by activity (her message came before the coach's).
    await read(b.coach, caraC, fromCara.id);
    expect((await inbox(b.coach, '', b.clients)).map((c) => [c.id, c.unread])).toEqual([
      [doraC, 0],
      [caraC, 0],
      [edieC, 0],
    ]);
    expect((await inbox(b.coach, '?unread=true', b.clients)).map((c) => c.id)).toEqual([]);
    await expectCountersMatchMessages();
  });

  it('orders equal timestamps by client name, and cuts a page there without a gap', async () => {
    const names = ['Gina', 'Fay', 'Hope', 'Ivy', 'Jade', 'Kim'];
    const b = await business(names);
    for (const c of b.clients) {
      const [conversation] = await inbox(c.as);
      await send(c.as, conversation.id, `From ${c.firstName}`);
    }
    const ids = (await inbox(b.coach, '', b.clients)).map((c) => c.id);
    // Everything at one instant; half of them read by the coach.
    const at = new Date('2026-11-20T09:00:00.000Z');
    await h.db.$executeRaw`
      UPDATE conversations SET last_message_at = ${at} WHERE id = ANY(${ids}::uuid[])`;
    await h.db.$executeRaw`
      UPDATE messages SET sent_at = ${at} WHERE conversation_id = ANY(${ids}::uuid[])`;
    await h.db.$executeRaw`
      UPDATE conversation_members SET last_message_at = ${at}
      WHERE conversation_id = ANY(${ids}::uuid[])`;
    await h.db.$executeRaw`
      UPDATE conversation_members SET unread_count = 0, read_up_to_seq = 9223372036854775807
      WHERE conversation_id = ANY(${ids}::uuid[]) AND user_id = ${b.coachId}::uuid
        AND conversation_id IN (SELECT c.id FROM conversations c JOIN clients cl USING (client_id)
                                WHERE cl.first_name IN ('Fay', 'Ivy', 'Kim'))`;
    const nameOf = new Map<string, string>(b.clients.map((c) => [c.clientId, c.firstName]));
    const full = await inbox(b.coach, '', b.clients);
    // By last name, then first name (the fixtures' last names are Tester<n>: compared as text).
    const byName = (names: string[]) =>
      b.clients
        .filter((c) => names.includes(c.firstName))
        .sort((x, y) =>
          x.lastName === y.lastName
            ? x.firstName.localeCompare(y.firstName)
            : x.lastName < y.lastName
              ? -1
              : 1,
        )
        .map((c) => c.firstName);
    expect(full.map((c) => [nameOf.get(c.clientId), c.unread])).toEqual([
      ...byName(['Gina', 'Hope', 'Jade']).map((name) => [name, 1]),
      ...byName(['Fay', 'Ivy', 'Kim']).map((name) => [name, 0]),
    ]);
    // Any limit is a prefix of the whole order (each half is cut at the limit, then merged).
    const everything = (
      await listConversations(h.db, { userId: b.coachId, scope: { kind: 'all' }, limit: 100 })
    ).map((r) => r.id);
    expect(everything.filter((id) => full.some((c) => c.id === id))).toEqual(full.map((c) => c.id));
    for (let limit = 1; limit <= everything.length; limit++) {
      const rows = await listConversations(h.db, {
        userId: b.coachId,
        scope: { kind: 'all' },
        limit,
      });
      expect(rows.map((r) => r.id)).toEqual(everything.slice(0, limit));
    }
    // And a page from any offset is the slice of it there (ties cut on either side of a page).
    for (let offset = 1; offset <= everything.length; offset++)
      for (const limit of [1, 2, 3]) {
        const rows = await listConversations(h.db, {
          userId: b.coachId,
          scope: { kind: 'all' },
          offset,
          limit,
        });
        expect(rows.map((r) => r.id)).toEqual(everything.slice(offset, offset + limit));
      }
    await expectCountersMatchMessages();
  });

  it('pages a thread of messages sent at one instant without skipping or repeating', async () => {
    const b = await business(['Lena']);
    const [lena] = b.clients;
    const [conversation] = await inbox(lena.as);
    for (let i = 1; i <= 120; i++) await send(b.coach, conversation.id, `Note ${i}`);
    const at = new Date('2026-11-20T09:00:00.000Z');
    await h.db.$executeRaw`
      UPDATE messages SET sent_at = ${at} WHERE conversation_id = ${conversation.id}::uuid`;
    await h.db.$executeRaw`
      UPDATE conversations SET last_message_at = ${at} WHERE id = ${conversation.id}::uuid`;
    await h.db.$executeRaw`
      UPDATE conversation_members SET last_message_at = ${at}
      WHERE conversation_id = ${conversation.id}::uuid`;
    const seen: string[] = [];
    let before: string | null = null;
    let pages = 0;
    do {
      const query: string = before ? `?before=${before}` : '';
      const page = (
        await request(h.app)
          .get(`/api/conversations/${conversation.id}/messages${query}`)
          .set(lena.as)
          .expect(200)
      ).body as MessagePage;
      seen.unshift(...page.items.map((m) => m.body));
      before = page.before;
      pages++;
    } while (before && pages < 10);
    expect(pages).toBe(3);
    expect(seen).toEqual(Array.from({ length: 120 }, (_, i) => `Note ${i + 1}`));
    await expectCountersMatchMessages();
  });
});
