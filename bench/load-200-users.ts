/**
 * The load test's users: what each one's pages ask the gateway for, in a loop with a think time
 * between two requests, until the deadline. Every answer is recorded by route template (latency;
 * anything not 2xx/3xx, a network error or a timeout counts as an error).
 */
import { randomUUID } from 'node:crypto';
import type { NutritionPlan } from '@wellness/contracts';
import { stateFromPlan } from '../packages/ui/src/nutrition/plan-draft';
import { updateBody } from '../packages/ui/src/nutrition/request-body';
import type { LoadClient } from './load-200-seed';

const REQUEST_TIMEOUT_MS = 30_000;
const SEARCHES = ['emma', 'wil', 'Brown', 'tay', 'smith', 'jo', 'walker', 'gre', 'pat', 'khan'];

export class Recorder {
  readonly latencies = new Map<string, number[]>();
  /** The same latencies by minute of the load (index 0: its first minute). */
  readonly latenciesByMinute = new Map<string, number[][]>();
  /** When the load began (Date.now()): minutes count from here. */
  startedAt = Date.now();
  readonly errors = new Map<string, number>();
  /** The first answer of each kind of error, to say what went wrong. */
  readonly examples = new Map<string, string>();
  requests = 0;

  ok(route: string, ms: number): void {
    this.requests++;
    const list = this.latencies.get(route) ?? [];
    list.push(ms);
    this.latencies.set(route, list);
    const minutes = this.latenciesByMinute.get(route) ?? [];
    const minute = Math.floor((Date.now() - this.startedAt) / 60_000);
    (minutes[minute] ??= []).push(ms);
    this.latenciesByMinute.set(route, minutes);
  }

  failed(route: string, status: string, example: string): void {
    this.requests++;
    const key = `${route}\t${status}`;
    this.errors.set(key, (this.errors.get(key) ?? 0) + 1);
    if (!this.examples.has(key)) this.examples.set(key, example.slice(0, 300));
  }

  errorCount(): number {
    return [...this.errors.values()].reduce((sum, n) => sum + n, 0);
  }
}

export interface Session {
  base: string;
  cookie: string;
  recorder: Recorder;
  deadline: number;
  thinkMs: number;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** One request as a page makes it; the parsed JSON when it succeeded, else undefined. */
async function call<T>(
  s: Session,
  route: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<T | undefined> {
  const started = performance.now();
  try {
    const res = await fetch(`${s.base}${path}`, {
      method,
      headers: {
        cookie: s.cookie,
        origin: s.base,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      redirect: 'manual',
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    const text = await res.text();
    const ms = performance.now() - started;
    if (res.status >= 400) {
      s.recorder.failed(route, String(res.status), `${method} ${path}: ${text}`);
      return undefined;
    }
    s.recorder.ok(route, ms);
    return (text && res.headers.get('content-type')?.includes('json') ? JSON.parse(text) : {}) as T;
  } catch (error) {
    const name = (error as Error).name === 'TimeoutError' ? 'timeout' : 'network';
    const cause = (error as Error).cause;
    s.recorder.failed(
      route,
      name,
      `${method} ${path}: ${String(error)}${cause ? ` (${String(cause)})` : ''}`,
    );
    return undefined;
  }
}

/** Waits a random 0.5–1.5 × the think time; false once the deadline has passed. */
async function think(s: Session): Promise<boolean> {
  await sleep(s.thinkMs * (0.5 + Math.random()));
  return Date.now() < s.deadline;
}

/** Signs in through the gateway; returns the cookies a browser would keep. */
export async function signIn(base: string, email: string, password: string): Promise<string> {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ email, password }),
  });
  if (res.status !== 200)
    throw new Error(`sign-in of ${email} failed: ${res.status} ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

const WEEK = (i: number) => ({
  weightKg: 75 + (i % 50) / 10,
  measurementsCm: { waist: 84, hips: 102 },
  scores: { energy: 7, sleep: 6, stress: 6, hunger: 7, mood: 8, digestion: 7, motivation: 8 },
  workoutsDone: 3,
  workoutsPlanned: 4,
  adherencePercent: 80,
  steps: 8000,
  waterLitres: 2,
  win: 'Three workouts',
  struggle: 'Evenings',
  questions: 'Is fruit fine at night?',
});

/**
 * A client: submits this week's check-in (the first inserts it; later ones answer her week again,
 * as a second tap does), reads her progress and history, and writes to her coach.
 */
export async function clientUser(s: Session, index: number): Promise<void> {
  let conversationId: string | undefined;
  let sent = 0;
  do {
    await call(s, 'POST /api/checkins', 'POST', '/api/checkins', WEEK(index));
    if (!(await think(s))) return;
    await call(s, 'GET /api/checkins/progress', 'GET', '/api/checkins/progress');
    if (!(await think(s))) return;
    await call(s, 'GET /api/checkins', 'GET', '/api/checkins');
    if (!(await think(s))) return;
    const list = await call<{ items: { id: string }[] }>(
      s,
      'GET /api/conversations',
      'GET',
      '/api/conversations',
    );
    conversationId = list?.items[0]?.id ?? conversationId;
    if (!conversationId || !(await think(s))) continue;
    await call(
      s,
      'GET /api/conversations/:id/messages',
      'GET',
      `/api/conversations/${conversationId}/messages`,
    );
    if (!(await think(s))) return;
    await call(
      s,
      'POST /api/conversations/:id/messages',
      'POST',
      `/api/conversations/${conversationId}/messages`,
      {
        id: randomUUID(),
        body: `Hi Sarah, a quick question about this week (${++sent}).`,
      },
    );
  } while (await think(s));
}

interface QueueItem {
  checkinId: string;
  clientId: string;
}

/**
 * One of the coach's sessions: the client table (a page, a search), a client's profile and her
 * progress, then the review queue; it reviews the oldest waiting check-in of its own clients
 * (each session has its share, so two never review the same check-in at once).
 */
export async function coachUser(
  s: Session,
  session: number,
  sessions: number,
  clients: LoadClient[],
): Promise<void> {
  const mine = new Set(clients.filter((_, i) => i % sessions === session).map((c) => c.clientId));
  let turn = session;
  do {
    turn++;
    await call(s, 'GET /api/clients', 'GET', `/api/clients?page=${1 + (turn % 6)}&pageSize=25`);
    if (!(await think(s))) return;
    const search = SEARCHES[turn % SEARCHES.length];
    await call(s, 'GET /api/clients?search', 'GET', `/api/clients?search=${search}`);
    if (!(await think(s))) return;
    const client = clients[(turn * 7) % clients.length];
    await call(s, 'GET /api/clients/:id', 'GET', `/api/clients/${client.clientId}`);
    if (!(await think(s))) return;
    await call(
      s,
      'GET /api/checkins/progress?clientId',
      'GET',
      `/api/checkins/progress?clientId=${client.clientId}`,
    );
    if (!(await think(s))) return;
    const queue = await call<{ items: QueueItem[] }>(
      s,
      'GET /api/checkins/review-queue',
      'GET',
      '/api/checkins/review-queue?pageSize=100',
    );
    const waiting = queue?.items.find((item) => mine.has(item.clientId));
    if (!waiting || !(await think(s))) continue;
    await call(s, 'GET /api/checkins/:id', 'GET', `/api/checkins/${waiting.checkinId}`);
    if (!(await think(s))) return;
    await call(
      s,
      'POST /api/checkins/:id/review',
      'POST',
      `/api/checkins/${waiting.checkinId}/review`,
      {
        feedback: 'Lovely week, well done. Keep the water up!',
      },
    );
  } while (await think(s));
}

/**
 * A nutritionist: her caseload, then each of her clients' plans in turn: reads it, changes the
 * first food's quantity in the editor's draft and saves it (the body the editor sends).
 */
export async function nutritionistUser(s: Session, planIds: string[]): Promise<void> {
  const original = new Map<string, number>();
  let turn = 0;
  do {
    turn++;
    if (turn % planIds.length === 1 || planIds.length === 1) {
      await call(s, 'GET /api/nutrition/clients', 'GET', '/api/nutrition/clients');
      if (!(await think(s))) return;
    }
    const planId = planIds[turn % planIds.length];
    const plan = await call<NutritionPlan>(
      s,
      'GET /api/nutrition-plans/:id',
      'GET',
      `/api/nutrition-plans/${planId}`,
    );
    if (!plan || !(await think(s))) continue;
    const state = stateFromPlan(plan);
    const item = state.draft.meals.flatMap((m) => m.options.flatMap((o) => o.items))[0];
    if (item) {
      const base = original.get(planId) ?? Number(item.amount);
      original.set(planId, base);
      item.amount = String(base + (turn % 3));
    }
    await call(
      s,
      'PUT /api/nutrition-plans/:id',
      'PUT',
      `/api/nutrition-plans/${planId}`,
      updateBody(state).body,
    );
  } while (await think(s));
}
