/**
 * Messages at scale (issue 15), through the gateway with real sessions:
 * 1. Live: 1,000 clients each with `GET /api/messages/stream` open (Server-Sent Events) on one
 *    gateway and one notification service, while the coach sends 50 messages/s
 *    (`POST /api/conversations/:id/messages`, each to a random one of those clients):
 *    send → receive latency (from just before the POST to the `message` event on her stream)
 *    p50 ≤ 20 ms and p99 ≤ 100 ms; memory per open stream (VmRSS of the gateway and notification
 *    together, with the streams open minus before opening them, ÷ streams) ≤ 50 KB.
 * 2. A thread of 10,000 messages: `GET /api/conversations/:id/messages` (the newest page, and
 *    pages deep with `?before=`) p99 ≤ 30 ms at 20 connections; req/s compared with a bare
 *    node:http + pg server running the equivalent SQL in the same run.
 * 3. The coach's inbox with 10,000 clients (10,000 conversations, a fifth with unread messages):
 *    `GET /api/conversations` p99 ≤ 50 ms at 20 connections; req/s compared with the same SQL on a
 *    bare node:http + pg server.
 *
 *   npx tsx bench/messages.ts
 *
 * Processes, as in production: the real auth, notification and gateway (`node --import tsx
 * …/main.ts`) on fresh test databases (whatever migrations notification has, attachments
 * included; the data fills the inbox's columns, last_message_at on the member rows included).
 * The gateway and notification run with `--expose-gc` and collect on SIGUSR2, so the memory
 * readings come after full collections. Every session (the coach's and each client's) is
 * written into auth's database; each request goes gateway → auth /internal/session (cached) →
 * notification. The baseline is this file again (`BENCH_ROLE=raw`): node:http + pg running
 * notification's own SQL; the ids it answers are checked against the gateway's first.
 *
 * Data, in SQL, then VACUUM ANALYZE: 10,000 active clients of one coach, each with her coach
 * conversation (both members) and 4 messages; in a fifth of them her last two are unread by the
 * coach; one of them also holds a 10,000-message thread (older than the rest).
 *
 * The streams are plain node:http GETs with the client's cookie; the bench only looks for
 * `event: message` frames (and the first `unread` frame, which says the stream is open).
 *
 * Environment: BENCH_STREAMS (1000), BENCH_RATE (50 messages/s), BENCH_SEND_SECONDS (20),
 * BENCH_OPEN_SECONDS (60: how long the streams may take to open), BENCH_WARM_UP_STREAMS (as many as
 * BENCH_STREAMS: a round of other clients' streams first, opened, sent to for 3 s and closed, so
 * the measured round does not count what the processes grow once), BENCH_FALLBACK_STREAMS (200:
 * when fewer streams than asked could open, the live phase runs again with this many, printed as
 * a what-if without a verdict), BENCH_ROUNDS (2),
 * BENCH_SECONDS (10 per round and path), BENCH_WARMUP_SECONDS (3), BENCH_CONNECTIONS (20),
 * BENCH_LOG_LEVEL (info; the services' logs go to /dev/null), BENCH_PHASES
 * (thread,inbox,live,floor: the phases to run), BENCH_PROFILE (e.g. notification,gateway: those
 * processes run under `node --cpu-prof`; their hottest functions during the read phases, warm-ups
 * included, are printed at the end).
 */
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { Agent, createServer, request } from 'node:http';
import type { ClientRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { Client } from 'pg';
import { INBOX_PAGE_SIZE, SESSION_COOKIE } from '@wellness/contracts';
import {
  TEST_IDENTITY_SECRET,
  TEST_REDIS_URL,
  createTestDatabase,
  ensureTemplate,
  testQueuePrefix,
} from '@wellness/kit/src/testing';
import type { TestDatabase } from '@wellness/kit/src/testing';
import { hashToken, hotPathPool } from '@wellness/kit';
import {
  freePort,
  killChildrenOnExit,
  sleep,
  startChild,
  stopChild,
  waitForHttp,
} from './support/processes';
import { FLOOR_PHASE, floorLine, fmt, percentile, printTable, verdict } from './support/report';
import { cpuSecondsByCommand, machineCpu, processCpuSeconds } from './support/cpu';
import { autocannonLoad } from './support/autocannon';
import type { CpuSplitRow, LoadRequest } from './support/autocannon';
import { residentKb } from './support/memory';
import { checkpointAfterSeeding } from './support/settle';
import { printProfileSummary, summarizeProfile } from './support/cpuprofile';

const LATENCY_P50_MS = 20;
const LATENCY_P99_MS = 100;
const STREAM_KB = 50;
const THREAD_P99_MS = 30;
const INBOX_P99_MS = 50;
const CLIENTS = 10_000;
const THREAD_MESSAGES = 10_000;
const MESSAGES_PER_CONVERSATION = 4;
const STREAMS = Number(process.env.BENCH_STREAMS ?? 1000);
const RATE = Number(process.env.BENCH_RATE ?? 50);
const SEND_SECONDS = Number(process.env.BENCH_SEND_SECONDS ?? 20);
const OPEN_SECONDS = Number(process.env.BENCH_OPEN_SECONDS ?? 60);
/** When fewer streams than asked can open: run the live phase again with this many (0: don't). */
const FALLBACK_STREAMS = Number(process.env.BENCH_FALLBACK_STREAMS ?? 200);
/** Streams of the warm-up round before the measured one (0: none). */
const WARM_UP_STREAMS = Number(process.env.BENCH_WARM_UP_STREAMS ?? STREAMS);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const LOG_LEVEL = process.env.BENCH_LOG_LEVEL ?? 'info';
const ALL_PHASES = 'thread,inbox,live,floor';
const PHASES = new Set((process.env.BENCH_PHASES ?? ALL_PHASES).split(','));
const PROFILED = new Set((process.env.BENCH_PROFILE ?? '').split(',').filter(Boolean));
/** Starting four tsx processes at once on a busy 2-core machine can take a while. */
const READY_MS = 120_000;
/**
 * Node flags for the gateway and notification: a full garbage collection on SIGUSR2 (a preload
 * given as a data: URL, so the services' code is untouched), for memory readings without the
 * noise of collections that have not run yet.
 */
const GC_ON_SIGNAL = [
  '--expose-gc',
  `--import=data:text/javascript,${encodeURIComponent(
    "process.on('SIGUSR2', () => globalThis.gc());",
  )}`,
];
/** A POST not answered in this long counts as failed (and its message as not received). */
const POST_TIMEOUT_MS = 10_000;

interface Person {
  userId: string;
  token: string;
}
interface People {
  coach: Person;
  clients: (Person & { clientId: string })[];
}

function people(): People {
  const person = () => ({ userId: randomUUID(), token: randomUUID() + randomUUID() });
  return {
    coach: person(),
    clients: Array.from({ length: Math.max(CLIENTS, STREAMS + WARM_UP_STREAMS) }, () => ({
      ...person(),
      clientId: randomUUID(),
    })),
  };
}

const cookieOf = (person: Person) => `${SESSION_COOKIE}=${person.token}`;

// ── Data ─────────────────────────────────────────────────────────────────────
interface Seeded {
  conversations: number;
  messages: number;
  unreadConversations: number;
  /** Each client's coach conversation, by client user id. */
  conversationOf: Map<string, string>;
  threadId: string;
  /** Message ids of the thread to page from (`?before=`), from 50 deep to the oldest pages. */
  cursors: string[];
}

async function seedNotification(url: string, p: People): Promise<Seeded> {
  const db = new Client({ connectionString: url });
  await db.connect();
  try {
    await db.query(
      `INSERT INTO clients (client_id, user_id, coach_user_id, first_name, last_name, email, status,
                            changed_at, coach_name, coach_email)
       SELECT c, u, $3::uuid, 'Client' || i, 'Bench' || lpad(i::text, 5, '0'),
              'client' || i || '@bench.test', 'active', now(), 'Sarah Mitchell', 'coach@bench.test'
       FROM unnest($1::uuid[], $2::uuid[]) WITH ORDINALITY AS t(c, u, i)`,
      [p.clients.map((c) => c.clientId), p.clients.map((c) => c.userId), p.coach.userId],
    );
    await db.query(
      `INSERT INTO conversations (client_id, kind, staff_user_id, created_at)
       SELECT client_id, 'coach', coach_user_id, now() - interval '400 days' FROM clients`,
    );
    await db.query(
      `INSERT INTO conversation_members (conversation_id, user_id)
       SELECT c.id, cl.user_id FROM conversations c JOIN clients cl USING (client_id)
       UNION ALL
       SELECT id, staff_user_id FROM conversations`,
    );
    // The long thread: the first client's, a message about every 50 minutes over the past year.
    const {
      rows: [{ id: threadId }],
    } = await db.query<{ id: string }>(
      `SELECT c.id FROM conversations c JOIN clients cl USING (client_id) WHERE cl.user_id = $1`,
      [p.clients[0].userId],
    );
    await db.query(
      `INSERT INTO messages (id, conversation_id, sender_user_id, body, sent_at)
       SELECT gen_random_uuid(), $1::uuid, CASE WHEN k % 2 = 0 THEN $2::uuid ELSE $3::uuid END,
              'Message ' || k || ': ' || repeat('how was the week, and the workouts? ', 1 + k % 5),
              now() - interval '365 days' + k * interval '50 minutes'
       FROM generate_series(1, $4::int) AS k ORDER BY k`,
      [threadId, p.clients[0].userId, p.coach.userId, THREAD_MESSAGES],
    );
    // Four messages per conversation in the last month (client, coach, client, then the coach's
    // answer, or, in a fifth of them, the client's second message the coach has not read).
    await db.query(
      `WITH c AS (
         SELECT c.id, cl.user_id AS client_user, c.staff_user_id AS coach,
                row_number() OVER (ORDER BY c.id) AS i
         FROM conversations c JOIN clients cl USING (client_id)
       ), m AS (
         SELECT c.id, k, CASE WHEN k % 2 = 0 OR (k = 3 AND c.i % 5 = 0) THEN c.client_user ELSE c.coach END AS sender,
                now() - (c.i % 43200) * interval '1 minute' - (3 - k) * interval '2 hours' AS at
         FROM c CROSS JOIN generate_series(0, $1::int - 1) AS k
       )
       INSERT INTO messages (id, conversation_id, sender_user_id, body, sent_at)
       SELECT gen_random_uuid(), id, sender, 'Thanks! ' || repeat('Slept better this week. ', 1 + k), at
       FROM m ORDER BY at`,
      [MESSAGES_PER_CONVERSATION],
    );
    await db.query(
      `UPDATE conversations c SET last_message_id = m.id, last_message_at = m.sent_at
       FROM (SELECT DISTINCT ON (conversation_id) conversation_id, id, sent_at
             FROM messages ORDER BY conversation_id, seq DESC) m
       WHERE m.conversation_id = c.id`,
    );
    // Each member has read up to her own last message; what came after it is unread. Her row
    // carries the conversation's latest activity, as sending keeps it (her inbox's order).
    await db.query(
      `UPDATE conversation_members me
       SET read_up_to_seq = s.own, unread_count = s.after, last_message_at = s.last_message_at
       FROM (SELECT me2.conversation_id, me2.user_id, o.own, c.last_message_at,
                    (SELECT count(*) FROM messages m WHERE m.conversation_id = me2.conversation_id
                                                       AND m.seq > o.own)::int AS after
             FROM conversation_members me2
             JOIN conversations c ON c.id = me2.conversation_id
             CROSS JOIN LATERAL (SELECT COALESCE(max(seq), 0) AS own FROM messages m
                                 WHERE m.conversation_id = me2.conversation_id
                                   AND m.sender_user_id = me2.user_id) o) s
       WHERE s.conversation_id = me.conversation_id AND s.user_id = me.user_id`,
    );
    await db.query('VACUUM ANALYZE');
    const { rows: conversationRows } = await db.query<{ user_id: string; id: string }>(
      'SELECT cl.user_id, c.id FROM conversations c JOIN clients cl USING (client_id)',
    );
    const { rows: cursorRows } = await db.query<{ id: string }>(
      `SELECT id FROM (SELECT id, row_number() OVER (ORDER BY seq DESC) AS n FROM messages
                       WHERE conversation_id = $1) t
       WHERE n % 500 = 50 ORDER BY n`,
      [threadId],
    );
    const {
      rows: [counts],
    } = await db.query<{ conversations: number; messages: number; unread: number }>(
      `SELECT (SELECT count(*) FROM conversations)::int AS conversations,
              (SELECT count(*) FROM messages)::int AS messages,
              (SELECT count(*) FROM conversation_members WHERE user_id = $1 AND unread_count > 0)::int AS unread`,
      [p.coach.userId],
    );
    return {
      conversations: counts.conversations,
      messages: counts.messages,
      unreadConversations: counts.unread,
      conversationOf: new Map(conversationRows.map((r) => [r.user_id, r.id])),
      threadId,
      cursors: cursorRows.map((r) => r.id),
    };
  } finally {
    await db.end();
  }
}

/** The coach and every client, each with a live session (sign-ins would only measure argon2). */
async function seedAuth(url: string, p: People) {
  const db = new Client({ connectionString: url });
  await db.connect();
  try {
    await db.query(
      `INSERT INTO users (id, email, first_name, last_name, role, approval_status, updated_at)
       VALUES ($1, 'coach@bench.test', 'Sarah', 'Mitchell', 'coach', 'approved', now())`,
      [p.coach.userId],
    );
    await db.query(
      `INSERT INTO users (id, email, first_name, last_name, role, approval_status, updated_at)
       SELECT u, 'client' || i || '@bench.test', 'Client' || i, 'Bench', 'client', 'approved', now()
       FROM unnest($1::uuid[]) WITH ORDINALITY AS t(u, i)`,
      [p.clients.map((c) => c.userId)],
    );
    const everyone = [p.coach, ...p.clients];
    await db.query(
      `INSERT INTO sessions (id, token_hash, user_id, expires_at)
       SELECT gen_random_uuid(), h, u, now() + interval '1 day'
       FROM unnest($1::text[], $2::uuid[]) AS t(h, u)`,
      [everyone.map((c) => hashToken(c.token)), everyone.map((c) => c.userId)],
    );
    await db.query('VACUUM ANALYZE');
  } finally {
    await db.end();
  }
}

// ── The baseline: node:http + pg, one statement per request ─────────────────
/**
 * The inbox's SQL as notification runs it for the coach (conversation-repository.ts): her unread
 * conversations from her member rows' partial index, in order, cut at the limit; only when they
 * do not fill it, the rest from the conversations' index on latest activity.
 */
const INBOX_COLUMNS = `
  c.id, c.kind::text AS kind, c.client_id AS "clientId", c.staff_user_id AS "staffUserId",
  cl.user_id AS "clientUserId", cl.first_name || ' ' || cl.last_name AS "clientName",
  cl.coach_name AS "staffName", c.last_message_id, cl.last_name, cl.first_name, c.kind AS k`;
const withLastMessage = (inner: string) => `
  SELECT i.id, i.kind, i."clientId", i."staffUserId", i."clientUserId", i."clientName",
         i."staffName", i.unread, lm.id AS "lastMessageId", lm.sender_user_id AS "lastSenderUserId",
         lm.body AS "lastBody", lm.sent_at AS "lastSentAt"
  FROM (${inner}) i
  LEFT JOIN messages lm ON lm.id = i.last_message_id
  ORDER BY i.activity DESC NULLS LAST, i.last_name, i.first_name, i.k, i.id`;
const INBOX_UNREAD_SQL = withLastMessage(`
  SELECT ${INBOX_COLUMNS}, me.unread_count AS unread, me.last_message_at AS activity
  FROM conversation_members me
  JOIN conversations c ON c.id = me.conversation_id
  JOIN clients cl ON cl.client_id = c.client_id
  WHERE me.user_id = $1::uuid AND me.unread_count > 0
  ORDER BY me.last_message_at DESC NULLS LAST, cl.last_name, cl.first_name, c.kind, c.id
  LIMIT $2`);
const INBOX_READ_SQL = withLastMessage(`
  SELECT ${INBOX_COLUMNS}, 0 AS unread, c.last_message_at AS activity
  FROM conversations c
  JOIN clients cl ON cl.client_id = c.client_id
  WHERE NOT EXISTS (SELECT 1 FROM conversation_members u
                    WHERE u.conversation_id = c.id AND u.user_id = $1::uuid
                      AND u.unread_count > 0)
  ORDER BY c.last_message_at DESC NULLS LAST, cl.last_name, cl.first_name, c.kind, c.id
  LIMIT $2`);
const PAGE_SQL = `
  SELECT id, conversation_id AS "conversationId", sender_user_id AS "senderUserId", body,
         sent_at AS "sentAt"
  FROM messages
  WHERE (conversation_id, seq) > ($1::uuid, 0)
    AND (conversation_id, seq)
        < ($1::uuid, COALESCE((SELECT seq FROM messages WHERE id = $2::uuid AND conversation_id = $1::uuid),
                              9223372036854775807))
  ORDER BY conversation_id DESC, seq DESC LIMIT 51`;

interface RawMessage {
  id: string;
  conversationId: string;
  senderUserId: string;
  body: string;
  sentAt: Date;
}

/**
 * The two reads as bare as they get: node:http, notification's SQL on a pg pool, JSON. What
 * the real path adds is the gateway, the session, and notification's Express stack and its
 * queries (visibility, the cursor, read marks, attachments).
 */
function runRawServer() {
  const pool = hotPathPool(process.env.DATABASE_URL!);
  // The inbox's statements as notification runs them: prepared, and planned on every run with
  // their values (a generic plan sorts all 2,000 unread conversations).
  const perCallPlanPool = hotPathPool(process.env.DATABASE_URL!, { plans: 'per-call' });
  const coach = process.env.BENCH_COACH_USER_ID!;
  const thread = /^\/api\/conversations\/([0-9a-f-]{36})\/messages$/;
  const server = createServer(async (req, res) => {
    try {
      const url = new URL(req.url ?? '/', 'http://raw');
      const match = thread.exec(url.pathname);
      let body: string;
      if (url.pathname === '/api/conversations') {
        const { rows } = await perCallPlanPool.query({
          name: 'inbox-unread',
          text: INBOX_UNREAD_SQL,
          // The first page, one more than it shows (as the API reads, to know whether more follow).
          values: [coach, INBOX_PAGE_SIZE + 1],
        });
        if (rows.length < INBOX_PAGE_SIZE + 1) {
          const listed = new Set(rows.map((r) => r.id as string));
          const read = await perCallPlanPool.query({
            name: 'inbox-read',
            text: INBOX_READ_SQL,
            values: [coach, INBOX_PAGE_SIZE + 1 - rows.length],
          });
          rows.push(...read.rows.filter((r) => !listed.has(r.id as string)));
        }
        const nextOffset = rows.length > INBOX_PAGE_SIZE ? INBOX_PAGE_SIZE : null;
        rows.splice(INBOX_PAGE_SIZE);
        body = JSON.stringify({
          items: rows.map((r) => ({
            id: r.id,
            kind: r.kind,
            clientId: r.clientId,
            people: [
              { userId: r.clientUserId, name: r.clientName, role: 'client' },
              { userId: r.staffUserId, name: r.staffName, role: r.kind },
            ],
            lastMessage: r.lastMessageId
              ? {
                  id: r.lastMessageId,
                  conversationId: r.id,
                  senderUserId: r.lastSenderUserId,
                  body: r.lastBody,
                  sentAt: (r.lastSentAt as Date).toISOString(),
                }
              : null,
            unread: r.unread,
          })),
          nextOffset,
        });
      } else if (match) {
        const { rows } = await pool.query<RawMessage>({
          name: 'page',
          text: PAGE_SQL,
          values: [match[1], url.searchParams.get('before')],
        });
        const page = rows.slice(0, 50).reverse();
        body = JSON.stringify({
          items: page.map((r) => ({ ...r, sentAt: r.sentAt.toISOString() })),
          before: rows.length > 50 ? page[0].id : null,
        });
      } else {
        res.writeHead(404).end();
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' }).end(body);
    } catch (error) {
      res.writeHead(500).end(String(error));
    }
  });
  server.listen(Number(process.env.PORT), '127.0.0.1');
  process.on('SIGTERM', () =>
    server.close(
      () => void Promise.all([pool.end(), perCallPlanPool.end()]).then(() => process.exit(0)),
    ),
  );
}

/** The summary of the profile a process wrote into `dir` as it stopped. */
function printProfile(name: string, dir: string, fromUs: number) {
  const file = existsSync(dir)
    ? readdirSync(dir)
        .filter((entry) => entry.endsWith('.cpuprofile'))
        .sort((a, b) => statSync(join(dir, b)).size - statSync(join(dir, a)).size)[0]
    : undefined;
  if (!file) {
    console.log(`\n(no CPU profile written for ${name})`);
    return;
  }
  printProfileSummary(
    `${name} CPU profile (${join(dir, file)}), the read phases with their warm-ups`,
    summarizeProfile(join(dir, file), 25, fromUs),
  );
}

// ── Live streams ─────────────────────────────────────────────────────────────
interface Stream {
  userId: string;
  req: ClientRequest;
  /** When its first `unread` frame arrived (ms since the opening began); null: not yet. */
  openedMs: number | null;
  status: number | null;
  buffer: string;
}

interface Pending {
  t0: number;
  userId: string;
  measured: boolean;
}

interface LiveResult {
  requested: number;
  opened: number;
  /** How long the last of them took to open (ms since the first GET). */
  openMs: number;
  refused: number;
  refusedStatuses: Map<number, number>;
  /** VmRSS in KB of [gateway, notification]: before opening, with them open, after sending. */
  rssBefore: [number, number];
  rssOpen: [number, number];
  rssAfter: [number, number];
  sent: number;
  postFailures: number;
  postLatencies: number[];
  latencies: number[];
  /** Sent (answered 201) but never seen on her stream. */
  lost: number;
  /** A `message` event whose message the bench did not send to this client. */
  misdelivered: number;
  sendSeconds: number;
  cpu: { gateway: number; notification: number; auth: number; postgres: number; self: number };
  otherPct: number;
}

async function runLive(
  count: number,
  gatewayPort: number,
  pids: { gateway: number; notification: number; auth: number },
  p: People,
  seeded: Seeded,
  /** The streams are p.clients[from …]; the coach sends for `sendFor` s (after 2 s not counted). */
  { from = 0, sendFor: seconds = SEND_SECONDS }: { from?: number; sendFor?: number } = {},
): Promise<LiveResult> {
  // A garbage collection moves RSS by tens of MB, as much as 1,000 streams may take: so after the
  // processes settled for 2 s, each is made to collect (SIGUSR2 → global.gc(), see GC_ON_SIGNAL)
  // three times, 0.5 s apart, with 5 readings after each; the lowest of the 15 counts (what is
  // still held after a full collection, without garbage made between collections).
  const rss = async (): Promise<[number, number]> => {
    await sleep(2000);
    const readings: [number[], number[]] = [[], []];
    for (let round = 0; round < 3; round++) {
      for (const pid of [pids.gateway, pids.notification]) process.kill(pid, 'SIGUSR2');
      await sleep(500);
      for (let i = 0; i < 5; i++) {
        readings[0].push(residentKb(pids.gateway));
        readings[1].push(residentKb(pids.notification));
        await sleep(100);
      }
    }
    return [Math.min(...readings[0]), Math.min(...readings[1])];
  };
  const rssBefore = await rss();
  const streams = new Map<string, Stream>();
  const pending = new Map<string, Pending>();
  const latencies: number[] = [];
  let misdelivered = 0;
  let refused = 0;
  /** How many were refused with each status (a 500 or 502 says where to look). */
  const refusedStatuses = new Map<number, number>();
  const openStart = performance.now();

  const onFrame = (stream: Stream, frame: string) => {
    if (stream.openedMs === null && frame.includes('event: unread\n')) {
      stream.openedMs = performance.now() - openStart;
      return;
    }
    if (!frame.includes('event: message\n')) return;
    const at = performance.now();
    const data = frame.slice(frame.indexOf('\ndata: ') + 7);
    const { message } = JSON.parse(data) as { message: { id: string } };
    const sent = pending.get(message.id);
    if (!sent || sent.userId !== stream.userId) {
      misdelivered++;
      return;
    }
    pending.delete(message.id);
    if (sent.measured) latencies.push(at - sent.t0);
  };

  const open = (client: Person) => {
    const req = request({
      host: '127.0.0.1',
      port: gatewayPort,
      path: '/api/messages/stream',
      headers: { cookie: cookieOf(client), accept: 'text/event-stream' },
      agent: false,
    });
    const stream: Stream = { userId: client.userId, req, openedMs: null, status: null, buffer: '' };
    streams.set(client.userId, stream);
    req.on('response', (res) => {
      stream.status = res.statusCode ?? 0;
      if (stream.status !== 200) {
        refused++;
        refusedStatuses.set(stream.status, (refusedStatuses.get(stream.status) ?? 0) + 1);
      }
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        stream.buffer += chunk;
        let end: number;
        while ((end = stream.buffer.indexOf('\n\n')) >= 0) {
          const frame = stream.buffer.slice(0, end + 1);
          stream.buffer = stream.buffer.slice(end + 2);
          onFrame(stream, frame);
        }
      });
    });
    req.on('error', () => undefined);
    req.end();
  };

  // Open them at about 200 a second (as pages coming back after a deploy would, roughly).
  const clients = p.clients.slice(from, from + count);
  for (let i = 0; i < clients.length; i += 20) {
    for (const client of clients.slice(i, i + 20)) open(client);
    await sleep(100);
  }
  const countOpen = () => [...streams.values()].filter((s) => s.openedMs !== null).length;
  const deadline = openStart + OPEN_SECONDS * 1000;
  while (countOpen() < count && performance.now() < deadline && refused === 0) await sleep(250);
  const openStreams = [...streams.values()].filter((s) => s.openedMs !== null);
  const openMs = Math.max(0, ...openStreams.map((s) => s.openedMs!));
  const rssOpen = await rss();

  // The coach sends, open loop: one POST every 1000 / RATE ms, each to a random open stream's client.
  const agent = new Agent({ keepAlive: true, maxSockets: 64 });
  const gatewayUrl = `http://127.0.0.1:${gatewayPort}`;
  const postLatencies: number[] = [];
  let sent = 0;
  let postFailures = 0;
  let answered = 0;
  const post = (userId: string, measured: boolean) => {
    const id = randomUUID();
    const conversationId = seeded.conversationOf.get(userId)!;
    const body = JSON.stringify({ id, body: `Great week! Keep it up (${sent}).` });
    const t0 = performance.now();
    pending.set(id, { t0, userId, measured });
    if (measured) sent++;
    const req = request(
      `${gatewayUrl}/api/conversations/${conversationId}/messages`,
      {
        method: 'POST',
        agent,
        // Counted from now, whether or not a socket was free.
        signal: AbortSignal.timeout(POST_TIMEOUT_MS),
        headers: {
          cookie: cookieOf(p.coach),
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          origin: gatewayUrl,
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => {
          answered++;
          if (res.statusCode !== 201) {
            pending.delete(id);
            if (measured) postFailures++;
          } else if (measured) postLatencies.push(performance.now() - t0);
        });
      },
    );
    req.on('error', () => {
      answered++;
      pending.delete(id);
      if (measured) postFailures++;
    });
    req.end(body);
  };
  const targets = openStreams.map((s) => s.userId);
  const sendFor = async (seconds: number, measured: boolean) => {
    const interval = 1000 / RATE;
    const count = Math.round(seconds * RATE);
    const start = performance.now();
    for (let i = 0; i < count; i++) {
      const wait = start + i * interval - performance.now();
      if (wait > 0) await sleep(wait);
      post(targets[Math.floor(Math.random() * targets.length)], measured);
    }
  };

  const before = {
    gateway: processCpuSeconds(pids.gateway),
    notification: processCpuSeconds(pids.notification),
    auth: processCpuSeconds(pids.auth),
    postgres: cpuSecondsByCommand(['postgres']),
    machine: machineCpu(),
    self: process.cpuUsage(),
  };
  let sendSeconds = 0;
  if (targets.length) {
    await sendFor(Math.min(2, seconds), false); // warm-up, not counted
    const sendStart = performance.now();
    await sendFor(seconds, true);
    sendSeconds = (performance.now() - sendStart) / 1000;
    // Wait for the answers and the last events (bounded).
    const total = Math.round(Math.min(2, seconds) * RATE) + sent;
    const until = performance.now() + POST_TIMEOUT_MS + 2000;
    while ((answered < total || pending.size) && performance.now() < until) await sleep(100);
  }
  const machine = machineCpu();
  const self = process.cpuUsage(before.self);
  const cpu = {
    gateway: processCpuSeconds(pids.gateway) - before.gateway,
    notification: processCpuSeconds(pids.notification) - before.notification,
    auth: processCpuSeconds(pids.auth) - before.auth,
    postgres: cpuSecondsByCommand(['postgres']) - before.postgres,
    self: (self.user + self.system) / 1e6,
  };
  const busy = machine.busy - before.machine.busy;
  const known = cpu.gateway + cpu.notification + cpu.auth + cpu.postgres + cpu.self;
  const otherPct = (100 * Math.max(0, busy - known)) / (machine.total - before.machine.total);
  const lost = [...pending.values()].filter((m) => m.measured).length;
  const rssAfter = await rss();
  for (const stream of streams.values()) stream.req.destroy();
  agent.destroy();
  return {
    requested: count,
    opened: openStreams.length,
    openMs,
    refused,
    refusedStatuses,
    rssBefore,
    rssOpen,
    rssAfter,
    sent,
    postFailures,
    postLatencies,
    latencies,
    lost,
    misdelivered,
    sendSeconds,
    cpu,
    otherPct,
  };
}

/** (RSS with the streams open − before) ÷ streams open, gateway and notification together. */
const perStreamKb = (l: LiveResult) =>
  (l.rssOpen[0] + l.rssOpen[1] - l.rssBefore[0] - l.rssBefore[1]) / Math.max(1, l.opened);

// ── Load ─────────────────────────────────────────────────────────────────────
interface Row extends CpuSplitRow {
  phase: string;
  path: 'raw' | 'gateway';
}

async function main() {
  killChildrenOnExit();
  await Promise.all([ensureTemplate('notification'), ensureTemplate('auth')]);
  const databases: TestDatabase[] = [];
  const notificationDb = await createTestDatabase('notification');
  const authDb = await createTestDatabase('auth');
  databases.push(notificationDb, authDb);
  const filesDir = mkdtempSync(join(tmpdir(), 'messages-bench-files-'));
  const started = Date.now();
  const p = people();
  const [seeded] = await Promise.all([
    seedNotification(notificationDb.url, p),
    seedAuth(authDb.url, p),
  ]);
  await checkpointAfterSeeding(notificationDb.url);
  const seededSeconds = (Date.now() - started) / 1000;

  const [authPort, notificationPort, gatewayPort, rawPort] = await Promise.all([
    freePort(),
    freePort(),
    freePort(),
    freePort(),
  ]);
  const url = (port: number) => `http://127.0.0.1:${port}`;
  const common = {
    NODE_ENV: 'production',
    LOG_LEVEL,
    REDIS_URL: TEST_REDIS_URL,
    IDENTITY_SECRET: TEST_IDENTITY_SECRET,
    APP_URL: url(gatewayPort),
  };
  const profileDir = PROFILED.size ? mkdtempSync(join(tmpdir(), 'messages-prof-')) : null;
  const profiled = (name: string) =>
    profileDir && PROFILED.has(name)
      ? ['--cpu-prof', '--cpu-prof-dir', join(profileDir, name)]
      : [];
  /** When the read phases began (µs, process.hrtime): the profiles are summarised from then on. */
  let readFromUs = 0;
  // auth announces session changes on its prefix; the gateway and notification listen there.
  const queuePrefix = testQueuePrefix('bench-messages');
  const children = {
    auth: startChild('services/auth/src/main.ts', {
      nodeFlags: profiled('auth'),
      env: {
        ...common,
        PORT: String(authPort),
        DATABASE_URL: authDb.url,
        QUEUE_PREFIX: queuePrefix,
      },
    }),
    notification: startChild('services/notification/src/main.ts', {
      nodeFlags: [...GC_ON_SIGNAL, ...profiled('notification')],
      env: {
        ...common,
        PORT: String(notificationPort),
        DATABASE_URL: notificationDb.url,
        QUEUE_PREFIX: queuePrefix,
        FILES_DIR: filesDir,
      },
    }),
    gateway: startChild('services/gateway/src/main.ts', {
      nodeFlags: [...GC_ON_SIGNAL, ...profiled('gateway')],
      env: {
        ...common,
        PORT: String(gatewayPort),
        QUEUE_PREFIX: queuePrefix,
        AUTH_URL: url(authPort),
        CRM_URL: url(notificationPort),
        CHECKIN_URL: url(notificationPort),
        NOTIFICATION_URL: url(notificationPort),
      },
    }),
    raw: startChild('bench/messages.ts', {
      env: {
        BENCH_ROLE: 'raw',
        PORT: String(rawPort),
        DATABASE_URL: notificationDb.url,
        BENCH_COACH_USER_ID: p.coach.userId,
      },
    }),
  };
  try {
    const ready = (port: number, child: (typeof children)[keyof typeof children], path: string) =>
      waitForHttp(`${url(port)}${path}`, child, { status: 200, timeoutMs: READY_MS });
    await Promise.all([
      ready(authPort, children.auth, '/health'),
      ready(notificationPort, children.notification, '/health'),
      ready(gatewayPort, children.gateway, '/health'),
      ready(rawPort, children.raw, '/api/conversations'),
    ]);
    const gateway = url(gatewayPort);
    const coachCookie = cookieOf(p.coach);

    // The same ids in the same order, raw and through the gateway.
    const threadPath = (before?: string) =>
      `/api/conversations/${seeded.threadId}/messages${before ? `?before=${before}` : ''}`;
    const threadPaths = [threadPath(), ...seeded.cursors.map((c) => threadPath(c))];
    const inboxPath = '/api/conversations';
    const idsOf = async (base: string, path: string, cookie?: string) => {
      const res = await fetch(`${base}${path}`, { headers: cookie ? { cookie } : {} });
      const text = await res.text();
      if (res.status !== 200)
        throw new Error(`${base}${path}: ${res.status} ${text.slice(0, 300)}`);
      const page = JSON.parse(text) as {
        items: { id: string; unread?: number }[];
        before?: unknown;
      };
      return JSON.stringify([page.items.map((i) => [i.id, i.unread]), page.before ?? null]);
    };
    for (const path of [inboxPath, threadPaths[0], threadPaths[1], threadPaths.at(-1)!]) {
      const [raw, viaGateway] = await Promise.all([
        idsOf(url(rawPort), path),
        idsOf(gateway, path, coachCookie),
      ]);
      if (raw !== viaGateway)
        throw new Error(
          `raw and gateway disagree on ${path}:\n${raw.slice(0, 300)}\n${viaGateway.slice(0, 300)}`,
        );
    }

    console.log('Messages at scale (issue 15)');
    console.log(
      `data: ${seeded.conversations} conversations of one coach (${seeded.unreadConversations} ` +
        `with unread messages), ${seeded.messages} messages, one thread of ${THREAD_MESSAGES + MESSAGES_PER_CONVERSATION}; ` +
        `seeded in ${fmt(seededSeconds, 1)} s`,
    );
    console.log(
      `load: autocannon, ${CONNECTIONS} connections, ${ROUNDS} rounds × ${SECONDS} s per path ` +
        `(after ${WARMUP_SECONDS} s warm-up); live: ${STREAMS} streams, ${RATE} messages/s for ` +
        `${SEND_SECONDS} s; LOG_LEVEL=${LOG_LEVEL}, NODE_ENV=production\n`,
    );

    const pids = {
      raw: [children.raw.pid!],
      gateway: [children.notification.pid!, children.gateway.pid!, children.auth.pid!],
    };
    /** The processes of each path, one by one (the gateway path's gateway and auth; none raw). */
    const split = {
      raw: { service: [children.raw.pid!], gateway: [], auth: [] },
      gateway: {
        service: [children.notification.pid!],
        gateway: [children.gateway.pid!],
        auth: [children.auth.pid!],
      },
    };
    const cpuOf = (list: number[]) => list.reduce((s, pid) => s + processCpuSeconds(pid), 0);
    const rows: Row[] = [];
    async function measure(
      phase: string,
      round: number,
      path: 'raw' | 'gateway',
      next: () => LoadRequest,
      seconds = SECONDS,
    ) {
      const before = {
        node: cpuOf(pids[path]),
        service: cpuOf(split[path].service),
        gateway: cpuOf(split[path].gateway),
        auth: cpuOf(split[path].auth),
        postgres: cpuSecondsByCommand(['postgres']),
        machine: machineCpu(),
        self: process.cpuUsage(),
      };
      const r = await autocannonLoad(
        path === 'raw' ? url(rawPort) : gateway,
        { connections: CONNECTIONS, seconds },
        next,
      );
      const machine = machineCpu();
      const self = process.cpuUsage(before.self);
      const node = cpuOf(pids[path]) - before.node;
      const service = cpuOf(split[path].service) - before.service;
      const gatewayCpu = cpuOf(split[path].gateway) - before.gateway;
      const auth = cpuOf(split[path].auth) - before.auth;
      const postgres = cpuSecondsByCommand(['postgres']) - before.postgres;
      const loadTool = (self.user + self.system) / 1e6;
      const busy = machine.busy - before.machine.busy;
      const other = Math.max(0, busy - node - postgres - loadTool);
      rows.push({
        ...r,
        phase,
        round,
        path,
        cpuMs: (1000 * (node + postgres)) / r.requests,
        serviceMs: (1000 * service) / r.requests,
        gatewayMs: (1000 * gatewayCpu) / r.requests,
        authMs: (1000 * auth) / r.requests,
        postgresMs: (1000 * postgres) / r.requests,
        otherPct: (100 * other) / (machine.total - before.machine.total),
      });
    }
    async function compare(phase: string, next: (path: 'raw' | 'gateway') => () => LoadRequest) {
      await measure('warm-up', 0, 'raw', next('raw'), WARMUP_SECONDS);
      await measure('warm-up', 0, 'gateway', next('gateway'), WARMUP_SECONDS);
      for (let round = 1; round <= ROUNDS; round++)
        for (const path of round % 2
          ? (['raw', 'gateway'] as const)
          : (['gateway', 'raw'] as const))
          await measure(phase, round, path, next(path));
    }
    const rotation = (paths: string[]) => (path: 'raw' | 'gateway') => {
      let i = 0;
      const headers: Record<string, string> = path === 'gateway' ? { cookie: coachCookie } : {};
      return () => ({ method: 'GET', path: paths[i++ % paths.length], headers });
    };

    const livePids = {
      gateway: children.gateway.pid!,
      notification: children.notification.pid!,
      auth: children.auth.pid!,
    };
    // Live first, while the services' heaps hold no garbage of the read phases (a collection
    // moves their RSS by more than 1,000 streams take). A process's first streams cost more than
    // any later ones (code compiled, pools and buffers grown, once): so a warm-up round comes
    // first, as many streams of other clients, opened, sent to for a few seconds and closed; the
    // measured round then counts what open streams hold. Its own figures are printed beside.
    const warmUp =
      PHASES.has('live') && WARM_UP_STREAMS > 0
        ? await runLive(WARM_UP_STREAMS, gatewayPort, livePids, p, seeded, {
            from: STREAMS,
            sendFor: 3,
          })
        : null;
    const live = PHASES.has('live')
      ? await runLive(STREAMS, gatewayPort, livePids, p, seeded)
      : null;
    // When not all of them could open, the same again with fewer streams (a what-if, no
    // verdict): the latency and memory figures the full run could not give.
    const fallback =
      live && live.opened < live.requested && FALLBACK_STREAMS > 0
        ? await runLive(Math.min(FALLBACK_STREAMS, live.opened), gatewayPort, livePids, p, seeded)
        : null;

    readFromUs = Number(process.hrtime.bigint() / 1000n);
    if (PHASES.has('thread')) await compare('thread page', rotation(threadPaths));
    if (PHASES.has('inbox')) await compare('inbox', rotation([inboxPath]));
    if (PHASES.has('floor')) {
      // The same hops with no work: no session, so notification answers 401 before any query.
      const noSession = () => ({ method: 'GET', path: inboxPath, headers: {} });
      await measure('warm-up', 0, 'gateway', noSession, WARMUP_SECONDS);
      for (let round = 1; round <= ROUNDS; round++)
        await measure(FLOOR_PHASE, round, 'gateway', noSession);
    }
    const measured = rows.filter((r) => r.phase !== 'warm-up');
    if (measured.length) {
      printTable(
        [
          'phase',
          'round',
          'path',
          'requests',
          'req/s',
          'p50 ms',
          'p99 ms',
          'max ms',
          'failures',
          'cpu ms/req',
          'service',
          'gateway',
          'auth',
          'pg',
          'other procs %',
        ],
        measured.map((r) => [
          r.phase,
          r.round,
          r.path,
          r.requests,
          fmt(r.rps, 0),
          fmt(r.p50, 1),
          fmt(r.p99, 1),
          fmt(r.max, 1),
          r.failures,
          fmt(r.cpuMs, 2),
          fmt(r.serviceMs, 2),
          r.path === 'raw' ? '' : fmt(r.gatewayMs, 2),
          r.path === 'raw' ? '' : fmt(r.authMs, 2),
          fmt(r.postgresMs, 2),
          fmt(r.otherPct, 0),
        ]),
      );
      console.log(
        `\n(thread: the newest page and ${seeded.cursors.length} pages with ?before= from 50 to ` +
          `${THREAD_MESSAGES - 450} messages deep, in turn; cpu ms/req: the path's node processes and ` +
          'postgres, then split: the service (notification, or the raw server), gateway, auth, pg)',
      );
    }
    if (live) {
      const runs = [...(warmUp ? [warmUp] : []), live, ...(fallback ? [fallback] : [])];
      console.log(
        `\nLive: ${live.opened} of ${live.requested} streams open` +
          (warmUp
            ? ` (first column: the warm-up round, ${warmUp.requested} other clients' streams on the fresh processes, no verdict)`
            : '') +
          (fallback
            ? `; then again with ${fallback.requested} streams (what-if, no verdict: fewer than asked could open)`
            : ''),
      );
      const mb = (kb: number) => fmt(kb / 1024, 1);
      const rssCell = (r: [number, number]) => `${mb(r[0] + r[1])} (${mb(r[0])} + ${mb(r[1])})`;
      const lines: [string, (l: LiveResult) => string | number][] = [
        ['streams open', (l) => `${l.opened} / ${l.requested}`],
        ['last stream open after (ms)', (l) => fmt(l.openMs, 0)],
        [
          'streams refused (non-200)',
          (l) =>
            l.refused +
            (l.refused
              ? ` (${[...l.refusedStatuses].map(([status, n]) => `${status} × ${n}`).join(', ')})`
              : ''),
        ],
        ['RSS MB before: total (gateway + notification)', (l) => rssCell(l.rssBefore)],
        ['… with the streams open', (l) => rssCell(l.rssOpen)],
        ['… after sending', (l) => rssCell(l.rssAfter)],
        ['memory per open stream (KB)', (l) => fmt(perStreamKb(l), 1)],
        ['messages sent (measured)', (l) => l.sent],
        ['send rate achieved (msg/s)', (l) => fmt(l.sent / Math.max(l.sendSeconds, 1e-9), 1)],
        ['POST failures (incl. no answer in 10 s)', (l) => l.postFailures],
        [
          'POST p50 / p99 (ms)',
          (l) =>
            `${fmt(percentile(l.postLatencies, 50), 1)} / ${fmt(percentile(l.postLatencies, 99), 1)}`,
        ],
        ['received on her stream', (l) => l.latencies.length],
        ['lost (sent, never received)', (l) => l.lost],
        ['misdelivered', (l) => l.misdelivered],
        ['send→receive p50 (ms)', (l) => fmt(percentile(l.latencies, 50), 1)],
        ['send→receive p99 (ms)', (l) => fmt(percentile(l.latencies, 99), 1)],
        ['send→receive max (ms)', (l) => fmt(Math.max(...l.latencies), 1)],
        [
          'cpu ms/message: gateway, notification, auth, pg, bench',
          (l) =>
            [l.cpu.gateway, l.cpu.notification, l.cpu.auth, l.cpu.postgres, l.cpu.self]
              .map((sec) => fmt((1000 * sec) / Math.max(1, l.sent), 2))
              .join(', '),
        ],
        ['other procs %', (l) => fmt(l.otherPct, 0)],
      ];
      printTable(
        ['measure', ...runs.map((l) => `${l === warmUp ? 'warm-up: ' : ''}${l.requested} streams`)],
        lines.map(([label, value]) => [label, ...runs.map(value)]),
      );
    }
    const otherMax = Math.max(
      0,
      ...measured.map((r) => r.otherPct),
      live?.otherPct ?? 0,
      fallback?.otherPct ?? 0,
    );
    if (otherMax > 15)
      console.log(
        `\nwarning: other processes used up to ${fmt(otherMax, 0)}% of the machine during a phase; ` +
          'latencies include their queueing. Re-run on a quiet machine to compare.',
      );
    if (PHASES.size < ALL_PHASES.split(',').length)
      console.log(`\n(only ${[...PHASES].join(', ')}: BENCH_PHASES)`);

    const of = (phase: string, path: string) =>
      measured.filter((r) => r.phase === phase && r.path === path);
    const rps = (phase: string, path: string) =>
      of(phase, path).reduce((s, r) => s + r.requests, 0) /
      of(phase, path).reduce((s, r) => s + r.seconds, 0);
    const worstP99 = (phase: string) => Math.max(...of(phase, 'gateway').map((r) => r.p99));
    const failures = (phase: string) => of(phase, 'gateway').reduce((s, r) => s + r.failures, 0);
    const readVerdict = (phase: string, label: string, target: number) => {
      const ratio = rps(phase, 'gateway') / rps(phase, 'raw');
      verdict(
        worstP99(phase) <= target && failures(phase) === 0,
        `${label} p99 ${fmt(worstP99(phase), 1)} ms (worst round; target ≤ ${target} ms), ` +
          `${fmt(rps(phase, 'gateway'), 0)} req/s = ${fmt(ratio, 2)} × raw SQL ` +
          `${fmt(rps(phase, 'raw'), 0)} req/s` +
          (failures(phase) ? `; ${failures(phase)} failed` : ''),
      );
    };
    if (PHASES.has('thread'))
      readVerdict('thread page', `thread of ${THREAD_MESSAGES} messages, page`, THREAD_P99_MS);
    if (PHASES.has('inbox'))
      readVerdict('inbox', `inbox of ${CLIENTS} conversations`, INBOX_P99_MS);
    if (PHASES.has('floor'))
      console.log(floorLine('notification', worstP99(FLOOR_PHASE), rps(FLOOR_PHASE, 'gateway')));
    if (live) {
      const all = live.opened === live.requested;
      const p50 = percentile(live.latencies, 50);
      const p99 = percentile(live.latencies, 99);
      const delivered = live.sent > 0 && live.lost === 0 && live.postFailures === 0;
      verdict(
        all && delivered && p50 <= LATENCY_P50_MS && p99 <= LATENCY_P99_MS,
        `send→receive p50 ${fmt(p50, 1)} ms (≤ ${LATENCY_P50_MS}), p99 ${fmt(p99, 1)} ms ` +
          `(≤ ${LATENCY_P99_MS}) with ${live.opened} of ${live.requested} streams open at ` +
          `${RATE} messages/s` +
          (live.postFailures || live.lost
            ? `; ${live.postFailures} POSTs failed, ${live.lost} messages never arrived`
            : ''),
      );
      verdict(
        all && perStreamKb(live) <= STREAM_KB,
        `memory per open stream ${fmt(perStreamKb(live), 1)} KB (gateway + notification RSS; target ≤ ` +
          `${STREAM_KB} KB)` +
          (all ? '' : ` — only ${live.opened} of ${live.requested} streams opened`) +
          (perStreamKb(live) < 0
            ? '; RSS fell while they opened (a garbage collection outweighed them): re-run'
            : ''),
      );
      if (fallback)
        console.log(
          `\n(what-if, ${fallback.opened} streams: send→receive p50 ` +
            `${fmt(percentile(fallback.latencies, 50), 1)} ms, p99 ${fmt(percentile(fallback.latencies, 99), 1)} ms, ` +
            `${fmt(perStreamKb(fallback), 1)} KB per stream, ${fallback.postFailures} POSTs failed, ` +
            `${fallback.lost} lost; not a verdict)`,
        );
    }
  } finally {
    await Promise.all(Object.values(children).map((child) => stopChild(child)));
    // Each profiled process wrote its profile as it stopped.
    if (profileDir) {
      for (const name of PROFILED) printProfile(name, join(profileDir, name), readFromUs);
      console.log(`\n(profiles kept in ${profileDir})`);
    }
    for (const database of databases) await database.drop().catch(() => undefined);
    rmSync(filesDir, { recursive: true, force: true });
  }
}

if (process.env.BENCH_ROLE === 'raw') runRawServer();
else
  main().catch((error) => {
    console.error(error);
    console.log('\nFAIL: benchmark did not complete');
    process.exitCode = 1;
  });
