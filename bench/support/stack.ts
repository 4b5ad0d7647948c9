/**
 * The production-shaped stack the service benches measure: the real auth, one service and the
 * gateway (`node --import tsx …/main.ts`, each on its own port, auth and the service on fresh test
 * databases), and optionally the bench file again as its `BENCH_ROLE=raw` baseline server.
 */
import type { CurrentUser, ServiceName } from '@wellness/contracts';
import { SessionDirectory, createRedis, hashToken } from '@wellness/kit';
import {
  TEST_IDENTITY_SECRET,
  TEST_REDIS_URL,
  createTestDatabase,
  ensureTemplate,
  testQueuePrefix,
} from '@wellness/kit/src/testing';
import type { TestDatabase } from '@wellness/kit/src/testing';
import { createDb as createAuthDb } from '../../services/auth/src/db';
import { hashPassword } from '../../services/auth/src/passwords';
import { freePort, startChild, stopChild, waitForHttp } from './processes';

/** A service the gateway can front alone: every upstream URL but auth's points at it. */
export type StackService = Exclude<ServiceName, 'auth'>;

export interface Credentials {
  email: string;
  password: string;
}

/** The coach the benches sign in as (through the gateway). */
export const BENCH_COACH: Credentials = {
  email: 'coach@bench.test',
  password: 'bench-coach-password',
};

/** A fresh test database for auth and one for the service, from their migrated templates. */
export async function createStackDatabases(service: StackService): Promise<{
  service: TestDatabase;
  auth: TestDatabase;
  /** Drops both (errors ignored). */
  drop(): Promise<void>;
}> {
  await Promise.all([ensureTemplate(service), ensureTemplate('auth')]);
  const serviceDb = await createTestDatabase(service);
  const authDb = await createTestDatabase('auth');
  return {
    service: serviceDb,
    auth: authDb,
    async drop() {
      for (const database of [serviceDb, authDb]) await database.drop().catch(() => undefined);
    },
  };
}

/** Writes BENCH_COACH (Sarah Mitchell, an approved coach with a password) into auth's database. */
export async function seedBenchCoach(authDbUrl: string): Promise<{ userId: string }> {
  const auth = createAuthDb(authDbUrl);
  try {
    const coach = await auth.user.create({
      data: {
        email: BENCH_COACH.email,
        firstName: 'Sarah',
        lastName: 'Mitchell',
        role: 'coach',
        approvalStatus: 'approved',
        passwordHash: await hashPassword(BENCH_COACH.password),
      },
    });
    return { userId: coach.id };
  } finally {
    await auth.$disconnect();
  }
}

/** The bench file started again as its baseline server. */
export interface RawServer {
  /** The bench's own file; it runs with BENCH_ROLE=raw, PORT and DATABASE_URL (the service's). */
  script: string;
  /** A path it answers 200 on once it is ready. */
  readyPath: string;
  /** More environment for it. */
  env?: Record<string, string>;
}

export interface StackOptions<S extends StackService> {
  service: S;
  serviceDbUrl: string;
  authDbUrl: string;
  /** LOG_LEVEL of auth, the service and the gateway (their logs go to /dev/null). */
  logLevel: string;
  raw?: RawServer;
  /** Extra node flags for auth, the service or the gateway (e.g. `--cpu-prof`); not for raw. */
  nodeFlags?: (name: 'auth' | S | 'gateway') => string[];
  /** How long each may take to answer (waitForHttp's default when omitted). */
  readyMs?: number;
}

/**
 * The node flags of one process: the bench's own, plus `--cpu-prof` into BENCH_CPU_PROF_DIR/<name>
 * when that is set (any stack bench, profiled without changing it; read the files with
 * `summarizeProfile` in ./cpuprofile).
 */
function nodeFlagsOf<S extends StackService>(
  options: StackOptions<S>,
  name: 'auth' | S | 'gateway',
) {
  const dir = process.env.BENCH_CPU_PROF_DIR;
  const profile = dir ? ['--cpu-prof', `--cpu-prof-dir=${dir}/${name}`] : [];
  return [...(options.nodeFlags?.(name) ?? []), ...profile];
}

export type BenchChild = ReturnType<typeof startChild>;

/** The processes by name ('auth', the service's name, 'gateway', and 'raw' when asked for). */
export interface Stack<P extends string> {
  urls: Record<'auth' | 'gateway' | P, string>;
  children: Record<'auth' | 'gateway' | P, BenchChild>;
  /** Auth's (and the gateway's) QUEUE_PREFIX: where the session directory lives. */
  authQueuePrefix: string;
  /** Stops every process (SIGTERM, then SIGKILL after the deadline). */
  stop(): Promise<void>;
}

/**
 * Starts auth, the service, the gateway (AUTH_URL at auth, CRM_URL, CHECKIN_URL and
 * NOTIFICATION_URL all at the service) and, when asked, the raw server, on free loopback ports
 * with NODE_ENV=production, and waits until each answers 200 (`/health`; raw: `readyPath`). When
 * one does not, stops them all and throws.
 */
export function startStack<S extends StackService>(
  options: StackOptions<S> & { raw: RawServer },
): Promise<Stack<S | 'raw'>>;
export function startStack<S extends StackService>(options: StackOptions<S>): Promise<Stack<S>>;
export async function startStack<S extends StackService>(
  options: StackOptions<S>,
): Promise<Stack<S | 'raw'>> {
  const { service, raw } = options;
  const [authPort, servicePort, gatewayPort, rawPort] = await Promise.all(
    Array.from({ length: raw ? 4 : 3 }, () => freePort()),
  );
  const url = (port: number) => `http://127.0.0.1:${port}`;
  const common = {
    NODE_ENV: 'production',
    LOG_LEVEL: options.logLevel,
    REDIS_URL: TEST_REDIS_URL,
    IDENTITY_SECRET: TEST_IDENTITY_SECRET,
    APP_URL: url(gatewayPort),
  };
  const authQueuePrefix = testQueuePrefix('bench-auth');
  const started: [string, BenchChild, string][] = [
    [
      'auth',
      startChild('services/auth/src/main.ts', {
        nodeFlags: nodeFlagsOf(options, 'auth'),
        env: {
          ...common,
          PORT: String(authPort),
          DATABASE_URL: options.authDbUrl,
          QUEUE_PREFIX: authQueuePrefix,
        },
      }),
      `${url(authPort)}/health`,
    ],
    [
      service,
      startChild(`services/${service}/src/main.ts`, {
        nodeFlags: nodeFlagsOf(options, service),
        env: {
          ...common,
          PORT: String(servicePort),
          DATABASE_URL: options.serviceDbUrl,
          QUEUE_PREFIX: testQueuePrefix(`bench-${service}`),
        },
      }),
      `${url(servicePort)}/health`,
    ],
    [
      'gateway',
      startChild('services/gateway/src/main.ts', {
        nodeFlags: nodeFlagsOf(options, 'gateway'),
        env: {
          ...common,
          PORT: String(gatewayPort),
          // Hears auth's session changes, so it caches resolved sessions as in production.
          QUEUE_PREFIX: authQueuePrefix,
          AUTH_URL: url(authPort),
          CRM_URL: url(servicePort),
          CHECKIN_URL: url(servicePort),
          NOTIFICATION_URL: url(servicePort),
        },
      }),
      `${url(gatewayPort)}/health`,
    ],
  ];
  if (raw)
    started.push([
      'raw',
      startChild(raw.script, {
        env: {
          BENCH_ROLE: 'raw',
          PORT: String(rawPort),
          DATABASE_URL: options.serviceDbUrl,
          ...raw.env,
        },
      }),
      `${url(rawPort)}${raw.readyPath}`,
    ]);
  const ports = [authPort, servicePort, gatewayPort, rawPort];
  const stack = {
    urls: Object.fromEntries(started.map(([name], i) => [name, url(ports[i])])),
    children: Object.fromEntries(started.map(([name, child]) => [name, child])),
    authQueuePrefix,
    stop: async () => {
      await Promise.all(started.map(([, child]) => stopChild(child)));
    },
  } as Stack<S | 'raw'>;
  try {
    await Promise.all(
      started.map(([, child, readyUrl]) =>
        waitForHttp(readyUrl, child, { status: 200, timeoutMs: options.readyMs }),
      ),
    );
  } catch (error) {
    await stack.stop();
    throw error;
  }
  return stack;
}

/** Signs in at `base` (POST /api/auth/login); returns the cookies a browser keeps, as a header. */
export async function signInCookie(
  base: string,
  credentials: Credentials,
  origin = base,
): Promise<string> {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify(credentials),
  });
  if (res.status !== 200) throw new Error(`sign-in at ${base} failed: ${res.status}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

/** Where a path is asked: a base URL, and the headers of each request (e.g. the cookie). */
export interface AnswerTarget {
  base: string;
  headers?: () => Record<string, string>;
}

/**
 * Asks each target for every path (the paths in turn, the targets at once) and throws unless they
 * all answer the same status and body. Returns the body (the same for all) by path.
 */
export async function assertSameAnswers(
  paths: readonly string[],
  targets: Record<string, AnswerTarget>,
): Promise<Map<string, string>> {
  const names = Object.keys(targets);
  const who = `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
  const answers = new Map<string, string>();
  for (const path of paths) {
    const answered = await Promise.all(
      Object.values(targets).map(async ({ base, headers }) => {
        const res = await fetch(`${base}${path}`, { headers: headers?.() });
        return { status: res.status, body: await res.text() };
      }),
    );
    const seen = answered.map(({ status, body }) => `${status} ${body}`);
    if (new Set(seen).size !== 1)
      throw new Error(
        `${who} disagree on ${path}:\n${seen.map((s) => s.slice(0, 300)).join('\n')}`,
      );
    answers.set(path, answered[0].body);
  }
  return answers;
}

/** A session the bench wrote into auth's database, as `shareSessions` puts it in the directory. */
export interface BenchSession {
  token: string;
  sessionId: string;
  user: CurrentUser;
}

/**
 * Puts sessions written straight into auth's database in the session directory too, where a
 * sign-in puts them (auth's `login`), so the gateway finds them as it would for her in the half
 * hour after she signed in. Sessions left out are asked of auth, as after that.
 */
export async function shareSessions(
  stack: Pick<Stack<string>, 'authQueuePrefix'>,
  sessions: BenchSession[],
  endsAt: Date,
): Promise<void> {
  const redis = createRedis(TEST_REDIS_URL);
  const directory = new SessionDirectory(redis, stack.authQueuePrefix);
  try {
    for (let i = 0; i < sessions.length; i += 500) {
      await Promise.all(
        sessions
          .slice(i, i + 500)
          .map(({ token, sessionId, user }) =>
            directory.remember(hashToken(token), { sessionId, user }, endsAt),
          ),
      );
    }
  } finally {
    await redis.quit();
  }
}
