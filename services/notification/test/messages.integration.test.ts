import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { MESSAGE_TEXT } from '@wellness/contracts';
import type { Conversation, Message, MessagePage } from '@wellness/contracts';
import { startNotification } from './harness';
import type { NotificationHarness } from './harness';
import { clientChanged, seedPeople } from './conversation-fixtures';
import type { People } from './conversation-fixtures';

let h: NotificationHarness;
let p: People;

beforeAll(async () => {
  h = await startNotification({ env: { COACH_NAME: 'Sarah' } });
  p = await seedPeople(h);
});
afterAll(() => h.close());

const list = async (as: Record<string, string>, query = '') =>
  (
    (await request(h.app).get(`/api/conversations${query}`).set(as).expect(200)).body as {
      items: Conversation[];
    }
  ).items;

const send = (
  as: Record<string, string>,
  conversationId: string,
  body: string,
  id = randomUUID(),
) =>
  request(h.app).post(`/api/conversations/${conversationId}/messages`).set(as).send({ id, body });

async function conversationOf(
  as: Record<string, string>,
  kind: 'coach' | 'nutritionist',
  clientId: string,
) {
  const found = (await list(as)).find((c) => c.kind === kind && c.clientId === clientId);
  if (!found) throw new Error(`no ${kind} conversation of ${clientId}`);
  return found;
}

describe('conversations', () => {
  it('opens her conversation with her coach and her nutritionist from crm’s snapshot', async () => {
    const emmas = await list(p.as.emma);
    expect(emmas.map((c) => c.kind).sort()).toEqual(['coach', 'nutritionist']);
    const withCoach = emmas.find((c) => c.kind === 'coach')!;
    expect(withCoach.people).toEqual([
      { userId: p.emma.userId, name: `Emma ${p.emma.lastName}`, role: 'client' },
      { userId: p.coachId, name: 'Sarah Coach', role: 'coach' },
    ]);
    expect(withCoach).toMatchObject({ unread: 0, canSend: true, lastMessage: null });
    // Olivia has no nutritionist: one conversation.
    expect((await list(p.as.olivia)).map((c) => c.kind)).toEqual(['coach']);
  });

  it('each sees hers: the coach all, a nutritionist her assigned clients’, a stranger none', async () => {
    const coach = await list(p.as.coach);
    expect(coach.map((c) => c.clientId).sort()).toEqual(
      [p.emma.clientId, p.emma.clientId, p.olivia.clientId].sort(),
    );
    // She reads every conversation, and writes in her own only.
    expect(coach.find((c) => c.kind === 'nutritionist')!.canSend).toBe(false);
    expect(coach.filter((c) => c.kind === 'coach').every((c) => c.canSend)).toBe(true);
    const nina = await list(p.as.nina);
    expect(nina.map((c) => [c.kind, c.clientId])).toEqual([['nutritionist', p.emma.clientId]]);
    expect(await list(p.as.priya)).toEqual([]);
    expect(await list(p.as.stranger)).toEqual([]);
    await request(h.app).get('/api/conversations').expect(401);
  });
});

describe('sending and reading', () => {
  it('delivers to the other person: unread for her, first in her inbox, read once she reads', async () => {
    const conversation = await conversationOf(p.as.emma, 'coach', p.emma.clientId);
    const sent = await send(p.as.emma, conversation.id, '  Hello Sarah! Week 3 done.  ').expect(
      201,
    );
    const message = sent.body as Message;
    expect(message).toMatchObject({
      body: 'Hello Sarah! Week 3 done.',
      senderUserId: p.emma.userId,
    });

    const coachInbox = await list(p.as.coach);
    expect(coachInbox[0]).toMatchObject({ id: conversation.id, unread: 1 });
    expect(coachInbox[0].lastMessage?.id).toBe(message.id);
    expect((await request(h.app).get('/api/messages/unread').set(p.as.coach)).body).toEqual({
      total: 1,
    });
    expect((await request(h.app).get('/api/messages/unread').set(p.as.emma)).body).toEqual({
      total: 0,
    });
    expect(await list(p.as.coach, '?unread=true')).toHaveLength(1);

    const read = await request(h.app)
      .post(`/api/conversations/${conversation.id}/read`)
      .set(p.as.coach)
      .send({ upTo: message.id })
      .expect(200);
    expect(read.body).toEqual({ total: 0 });
    expect(await list(p.as.coach, '?unread=true')).toEqual([]);
    const page = (
      await request(h.app)
        .get(`/api/conversations/${conversation.id}/messages`)
        .set(p.as.emma)
        .expect(200)
    ).body as MessagePage;
    expect(page.readUpTo).toEqual({ [p.emma.userId!]: message.id, [p.coachId]: message.id });
  });

  it('sends a message once, however often the page retries it', async () => {
    const conversation = await conversationOf(p.as.olivia, 'coach', p.olivia.clientId);
    const id = randomUUID();
    const first = await send(
      p.as.olivia,
      conversation.id,
      'Can I swap Tuesday’s session?',
      id,
    ).expect(201);
    const again = await send(
      p.as.olivia,
      conversation.id,
      'Can I swap Tuesday’s session?',
      id,
    ).expect(200);
    expect(again.body).toEqual(first.body);
    const page = (
      await request(h.app).get(`/api/conversations/${conversation.id}/messages`).set(p.as.coach)
    ).body as MessagePage;
    expect(page.items.filter((m) => m.id === id)).toHaveLength(1);
    expect((await request(h.app).get('/api/messages/unread').set(p.as.coach)).body).toEqual({
      total: 1,
    });
    const reused = await send(p.as.olivia, conversation.id, 'Something else', id).expect(409);
    expect(reused.body.error).toBe(MESSAGE_TEXT.reusedId);
  });

  it('keeps text as she typed it: markup is text, not HTML', async () => {
    const conversation = await conversationOf(p.as.emma, 'nutritionist', p.emma.clientId);
    const body = '<img src=x onerror=alert(1)> <b>bold?</b> & https://example.com/?a=1&b=2';
    await send(p.as.emma, conversation.id, body).expect(201);
    const page = (
      await request(h.app).get(`/api/conversations/${conversation.id}/messages`).set(p.as.nina)
    ).body as MessagePage;
    expect(page.items.at(-1)!.body).toBe(body);
  });

  it('pages a long thread, fifty at a time, oldest first, older ones by `before`', async () => {
    const coach = p.as.coach;
    const conversation = await conversationOf(p.as.olivia, 'coach', p.olivia.clientId);
    const start = (
      await request(h.app).get(`/api/conversations/${conversation.id}/messages`).set(coach)
    ).body as MessagePage;
    for (let i = 1; i <= 110; i++) await send(coach, conversation.id, `Tip ${i}`).expect(201);
    const newest = (
      await request(h.app).get(`/api/conversations/${conversation.id}/messages`).set(coach)
    ).body as MessagePage;
    expect(newest.items.map((m) => m.body)).toEqual(
      Array.from({ length: 50 }, (_, i) => `Tip ${61 + i}`),
    );
    const older = (
      await request(h.app)
        .get(`/api/conversations/${conversation.id}/messages?before=${newest.before}`)
        .set(coach)
    ).body as MessagePage;
    expect(older.items.map((m) => m.body)).toEqual(
      Array.from({ length: 50 }, (_, i) => `Tip ${11 + i}`),
    );
    const oldest = (
      await request(h.app)
        .get(`/api/conversations/${conversation.id}/messages?before=${older.before}`)
        .set(coach)
    ).body as MessagePage;
    expect(oldest.items).toHaveLength(10 + start.items.length);
    expect(oldest.before).toBeNull();
    // Her unread count followed: 110 from the coach.
    expect((await request(h.app).get('/api/messages/unread').set(p.as.olivia)).body).toEqual({
      total: 110,
    });
  });

  it('finds conversations by client name and by message text', async () => {
    expect((await list(p.as.coach, '?q=olivia')).map((c) => c.clientId)).toEqual([
      p.olivia.clientId,
    ]);
    expect(
      (await list(p.as.coach, `?q=${encodeURIComponent('Week 3')}`)).map((c) => c.clientId),
    ).toEqual([p.emma.clientId]);
    expect(await list(p.as.coach, '?q=nobody-writes-this')).toEqual([]);
    // A % is a character to find, not a wildcard.
    expect(await list(p.as.coach, '?q=%25')).toEqual([]);
  });
});

describe('bad input and other people’s conversations', () => {
  it('refuses empty, blank and overlong messages, and stores nothing', async () => {
    const conversation = await conversationOf(p.as.emma, 'coach', p.emma.clientId);
    const before = await h.db.message.count();
    for (const body of ['', '   \n\t ']) {
      const res = await send(p.as.emma, conversation.id, body).expect(400);
      expect(res.body.error).toContain(MESSAGE_TEXT.empty);
    }
    const long = await send(p.as.emma, conversation.id, 'x'.repeat(5001)).expect(400);
    expect(long.body.error).toContain('at most 5,000 characters');
    await send(p.as.emma, conversation.id, 'x'.repeat(5000)).expect(201);
    const noId = await request(h.app)
      .post(`/api/conversations/${conversation.id}/messages`)
      .set(p.as.emma)
      .send({ body: 'hi' })
      .expect(400);
    expect(noId.body.error).toContain(MESSAGE_TEXT.needsId);
    expect(await h.db.message.count()).toBe(before + 1);
  });

  it('answers "not found" for a conversation that is not hers, whatever she tries', async () => {
    const emmas = await conversationOf(p.as.emma, 'coach', p.emma.clientId);
    const { body: page } = await request(h.app)
      .get(`/api/conversations/${emmas.id}/messages`)
      .set(p.as.emma);
    const upTo = (page as MessagePage).items[0].id;
    for (const as of [p.as.olivia, p.as.stranger, p.as.nina, p.as.priya]) {
      await request(h.app).get(`/api/conversations/${emmas.id}`).set(as).expect(404);
      await request(h.app).get(`/api/conversations/${emmas.id}/messages`).set(as).expect(404);
      await send(as, emmas.id, 'hello?').expect(404);
      await request(h.app)
        .post(`/api/conversations/${emmas.id}/read`)
        .set(as)
        .send({ upTo })
        .expect(404);
    }
    await request(h.app)
      .get(`/api/conversations/${randomUUID()}/messages`)
      .set(p.as.coach)
      .expect(404);
    await request(h.app).get('/api/conversations/not-an-id/messages').set(p.as.coach).expect(404);
  });

  it('lets the coach read a nutritionist’s conversation but not write in it', async () => {
    const ninas = await conversationOf(p.as.coach, 'nutritionist', p.emma.clientId);
    await request(h.app).get(`/api/conversations/${ninas.id}/messages`).set(p.as.coach).expect(200);
    const res = await send(p.as.coach, ninas.id, 'Jumping in here').expect(403);
    expect(res.body.error).toBe(MESSAGE_TEXT.notYours);
  });

  it('unassigning the nutritionist takes the conversation from her at once; the history stays', async () => {
    const ninas = await conversationOf(p.as.nina, 'nutritionist', p.emma.clientId);
    await send(p.as.nina, ninas.id, 'How are the new breakfasts going?').expect(201);
    await clientChanged(h, {
      ...p.emma,
      nutritionistUserId: p.priyaId,
      nutritionistName: 'Priya Plan',
    });

    await request(h.app).get(`/api/conversations/${ninas.id}/messages`).set(p.as.nina).expect(404);
    expect(await list(p.as.nina)).toEqual([]);
    // Emma keeps the old thread to read, writes in the new one; the coach sees both.
    const emmas = await list(p.as.emma);
    const old = emmas.find((c) => c.id === ninas.id)!;
    expect(old.canSend).toBe(false);
    await send(p.as.emma, ninas.id, 'Thanks Nina!').expect(403);
    const withPriya = emmas.find((c) => c.kind === 'nutritionist' && c.id !== ninas.id)!;
    expect(withPriya.people[1]).toMatchObject({ userId: p.priyaId, name: 'Priya Plan' });
    await send(p.as.emma, withPriya.id, 'Hello Priya').expect(201);
    expect((await list(p.as.priya)).map((c) => c.id)).toEqual([withPriya.id]);
    expect((await list(p.as.coach)).map((c) => c.id)).toEqual(
      expect.arrayContaining([ninas.id, withPriya.id]),
    );
    // Her unread total no longer counts the conversation she lost.
    expect((await request(h.app).get('/api/messages/unread').set(p.as.nina)).body).toEqual({
      total: 0,
    });
  });
});
