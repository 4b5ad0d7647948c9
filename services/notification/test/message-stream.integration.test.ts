import { randomUUID } from 'node:crypto';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { sessionChangesChannel } from '@wellness/contracts';
import type { Conversation } from '@wellness/contracts';
import { buildNotificationService } from '../src/app';
import { createDb } from '../src/db';
import { buildNotificationDeps } from '../src/deps';
import { openMessageStream } from '../src/messages/stream';
import { startNotification } from './harness';
import type { NotificationHarness } from './harness';
import { seedPeople } from './conversation-fixtures';
import type { People } from './conversation-fixtures';
import { openSse } from './sse-reader';
import type { SseStream } from './sse-reader';

let h: NotificationHarness;
let server: Server;
let base: string;
let p: People;
let withCoach: Conversation;
const streams: SseStream[] = [];

const listen = (app: NotificationHarness['app']) =>
  new Promise<Server>((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
const identityOf = (userId: string) => ({
  userId,
  role: 'client' as const,
  sessionId: `session-${userId}`,
  email: 'emma@example.com',
  firstName: 'Emma',
  exp: Date.now() / 1000 + 60,
});
const urlOf = (s: Server) => `http://127.0.0.1:${(s.address() as AddressInfo).port}`;

async function stream(as: Record<string, string>, extra: Record<string, string> = {}, at = base) {
  const s = await openSse(`${at}/api/messages/stream`, { ...as, ...extra });
  streams.push(s);
  return s;
}

const send = (as: Record<string, string>, body: string, app = h.app) =>
  request(app)
    .post(`/api/conversations/${withCoach.id}/messages`)
    .set(as)
    .send({ id: randomUUID(), body })
    .expect(201);

beforeAll(async () => {
  h = await startNotification();
  server = await listen(h.app);
  base = urlOf(server);
  p = await seedPeople(h);
  const { body } = await request(h.app).get('/api/conversations').set(p.as.emma);
  withCoach = (body.items as Conversation[]).find((c) => c.kind === 'coach')!;
});
afterEach(() => {
  for (const s of streams.splice(0)) s.close();
});
afterAll(async () => {
  server.close();
  await h.close();
});

describe('GET /api/messages/stream', () => {
  it('streams without buffering, starting with her unread total', async () => {
    const s = await stream(p.as.emma);
    expect(s.status).toBe(200);
    expect(s.headers['content-type']).toMatch(/^text\/event-stream/);
    expect(s.headers['cache-control']).toBe('no-cache, no-transform');
    const [first] = await s.waitFor(1);
    expect(first).toMatchObject({ event: 'unread', data: { total: 0 } });
    expect(first.id).toMatch(/^\d+$/);
  });

  it('receives the other person’s message at once, and her new unread total', async () => {
    const s = await stream(p.as.emma);
    await s.waitFor(1);
    const sent = (await send(p.as.coach, 'Great week, Emma!')).body;
    const events = await s.waitFor(3);
    expect(events.slice(1)).toEqual([
      {
        id: expect.any(String),
        event: 'message',
        data: { conversationId: withCoach.id, message: sent },
      },
      { id: expect.any(String), event: 'unread', data: { total: 1 } },
    ]);
    // The coach's read reaches Emma's page as "Seen" on her side, and her own total.
    const coachStream = await stream(p.as.coach);
    await coachStream.waitFor(1);
    await request(h.app)
      .post(`/api/conversations/${withCoach.id}/read`)
      .set(p.as.emma)
      .send({ upTo: sent.id })
      .expect(200);
    const [, read] = await coachStream.waitFor(2);
    expect(read).toMatchObject({
      event: 'read',
      data: { conversationId: withCoach.id, userId: p.emma.userId, upTo: sent.id },
    });
  });

  it('after a dropped connection, Last-Event-ID replays exactly what she missed', async () => {
    const s = await stream(p.as.emma);
    const [start] = await s.waitFor(1);
    s.close();
    await s.ended;
    const missed = [(await send(p.as.coach, 'One')).body, (await send(p.as.coach, 'Two')).body];
    const again = await stream(p.as.emma, { 'last-event-id': start.id! });
    const replayed = await again.waitFor(4);
    expect(
      replayed.map((e) => [e.event, (e.data as { message?: { id: string } }).message?.id]),
    ).toEqual([
      ['message', missed[0].id],
      ['unread', undefined],
      ['message', missed[1].id],
      ['unread', undefined],
    ]);
    const ids = replayed.map((e) => BigInt(e.id!));
    expect(ids.every((id, i) => id > BigInt(start.id!) && (i === 0 || id > ids[i - 1]))).toBe(true);
    // Nothing else: what came before start.id is not replayed, and nothing twice.
    await new Promise((r) => setTimeout(r, 200));
    expect(again.events.filter((e) => e.event)).toHaveLength(4);
  });

  it('ends when her session changes (signed out), and only hers', async () => {
    const emma = await stream(p.as.emma);
    const coach = await stream(p.as.coach);
    await Promise.all([emma.waitFor(1), coach.waitFor(1)]);
    await h.redis.publish(
      sessionChangesChannel(h.config.QUEUE_PREFIX),
      JSON.stringify({ userId: p.emma.userId }),
    );
    await emma.ended;
    await send(p.as.emma, 'Still here?');
    expect((await coach.waitFor(2))[1]).toMatchObject({ event: 'message' });
  });

  it('reaches a stream on another instance of the service (fan-out through Redis)', async () => {
    const second = buildNotificationService(h.config, createDb(h.config.DATABASE_URL));
    const secondServer = await listen(second.app);
    try {
      const onSecond = await stream(p.as.emma, {}, urlOf(secondServer));
      await onSecond.waitFor(1);
      const sent = (await send(p.as.coach, 'Sent through the first instance')).body;
      const [, message] = await onSecond.waitFor(2);
      expect(message).toMatchObject({ event: 'message', data: { message: { id: sent.id } } });
      // And back: sent through the second, heard on the first.
      const onFirst = await stream(p.as.coach);
      await onFirst.waitFor(1);
      const reply = (await send(p.as.emma, 'Heard you', second.app)).body;
      expect((await onFirst.waitFor(2))[1]).toMatchObject({ data: { message: { id: reply.id } } });
    } finally {
      secondServer.close();
      await second.close();
    }
  });

  it('tells a nutritionist nothing of conversations she does not see', async () => {
    const { body } = await request(h.app).get('/api/conversations').set(p.as.nina);
    expect((body.items as Conversation[]).map((c) => c.kind)).toEqual(['nutritionist']);
    const nina = await stream(p.as.nina);
    await nina.waitFor(1);
    await send(p.as.coach, 'Coach-only thread');
    await new Promise((r) => setTimeout(r, 300));
    expect(nina.events.filter((e) => e.event)).toHaveLength(1);
  });

  it('sends a heartbeat comment while nothing happens', async () => {
    const svc = buildNotificationService(h.config, h.db);
    const deps = buildNotificationDeps(h.config, svc.runtime, h.db);
    const written: string[] = [];
    let closed = () => {};
    await openMessageStream(
      deps,
      { identity: { ...identityOf(p.emma.userId!) }, correlationId: 'c' },
      null,
      {
        write: (chunk) => written.push(chunk),
        end: () => closed(),
        onClose: (listener) => (closed = listener),
      },
      40,
    );
    await new Promise((r) => setTimeout(r, 130));
    closed();
    await deps.live.close();
    expect(written.filter((w) => w === ': heartbeat\n\n').length).toBeGreaterThanOrEqual(2);
  });

  it('refuses anyone signed out', async () => {
    const s = await stream({});
    expect(s.status).toBe(401);
  });
});
