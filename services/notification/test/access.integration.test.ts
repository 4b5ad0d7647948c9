import { randomUUID } from 'node:crypto';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { asUser, mountedRoutes } from '@wellness/kit/src/testing';
import type { HttpMethod } from '@wellness/kit/src/testing';
import { startNotification } from './harness';
import type { NotificationHarness } from './harness';
import { seedPeople } from './conversation-fixtures';
import type { People } from './conversation-fixtures';
import { openSse } from './sse-reader';

/**
 * The role matrix: every endpoint, asked by each kind of caller about Emma's conversations. Emma
 * is assigned to Nina; Olivia is another client, Priya a nutritionist Emma is not assigned to.
 * Each row gets a fresh business, so one caller's change never decides another's answer. The
 * table must list every mounted endpoint.
 */
type Caller = 'anonymous' | 'olivia' | 'priya' | 'nina' | 'emma' | 'otherCoach' | 'coach';
const CALLERS: Caller[] = ['anonymous', 'olivia', 'priya', 'nina', 'emma', 'otherCoach', 'coach'];

interface World {
  p: People;
  /** Emma's conversation with her coach, and one message of hers in it. */
  coachConversationId: string;
  messageId: string;
  /** A PDF Emma sent with that message. */
  attachmentId: string;
  /** A stored email (the coach's sent log). */
  emailId: string;
  headers: Record<Caller, Record<string, string>>;
}

interface Row {
  method: HttpMethod;
  /** The route as mounted (`/api/conversations/:id`): the table's coverage key. */
  route: string;
  path: (w: World) => string;
  body?: (w: World) => Record<string, unknown>;
  /** A multipart upload of a small PDF (the body's fields beside it). */
  upload?: boolean;
  /** An event stream: its status is read, then it is closed. */
  stream?: boolean;
  expect: Record<Caller, number>;
}

/** Emma's conversation with her coach: she and every coach read it; anyone else: not found. */
const herCoachConversation = {
  anonymous: 401,
  olivia: 404,
  priya: 404,
  nina: 404,
  emma: 200,
  otherCoach: 200,
  coach: 200,
};
/** What every signed-in person asks about herself. */
const everyoneOwn = {
  anonymous: 401,
  olivia: 200,
  priya: 200,
  nina: 200,
  emma: 200,
  otherCoach: 200,
  coach: 200,
};
const coachOnly = {
  anonymous: 401,
  olivia: 403,
  priya: 403,
  nina: 403,
  emma: 403,
  otherCoach: 200,
  coach: 200,
};

const clientsOnly = {
  anonymous: 401,
  olivia: 200,
  priya: 403,
  nina: 403,
  emma: 200,
  otherCoach: 403,
  coach: 403,
};

/** A valid automation (switched off when created). */
const AUTOMATION = {
  name: 'Welcome',
  trigger: { type: 'event', event: 'client.activated' },
  steps: [{ type: 'send_email', template: 'welcome-day-0' }],
};

/** A segment no client is in. */
const NOBODY = { kind: 'segment', filters: { status: 'archived', tag: 'nobody-has-this' } };

const ROWS: Row[] = [
  { method: 'GET', route: '/api/emails', path: () => '/api/emails', expect: coachOnly },
  {
    method: 'GET',
    route: '/api/emails/:id',
    path: (w) => `/api/emails/${w.emailId}`,
    expect: coachOnly,
  },
  {
    // This email is not a failed one: sending it again is refused (email-resend tests a failed one).
    method: 'POST',
    route: '/api/emails/:id/resend',
    path: (w) => `/api/emails/${w.emailId}/resend`,
    expect: { ...coachOnly, otherCoach: 400, coach: 400 },
  },
  {
    method: 'GET',
    route: '/api/emails/:id/html',
    path: (w) => `/api/emails/${w.emailId}/html`,
    expect: coachOnly,
  },
  {
    method: 'GET',
    route: '/api/email-templates',
    path: () => '/api/email-templates',
    expect: coachOnly,
  },
  {
    // No preview has this id: the coach is told it is gone (email-templates tests frame real ones).
    method: 'GET',
    route: '/api/email-templates/previews/:id',
    path: () => '/api/email-templates/previews/00000000-0000-4000-8000-00000000e001',
    expect: { ...coachOnly, otherCoach: 404, coach: 404 },
  },
  {
    method: 'GET',
    route: '/api/email-templates/:key',
    path: () => '/api/email-templates/invitation',
    expect: coachOnly,
  },
  {
    method: 'PUT',
    route: '/api/email-templates/:key',
    path: () => '/api/email-templates/invitation',
    body: () => ({ subject: 'Welcome, {{firstName}}', body: 'Hi {{firstName}}' }),
    expect: coachOnly,
  },
  {
    method: 'POST',
    route: '/api/email-templates/:key/restore',
    path: () => '/api/email-templates/invitation/restore',
    body: () => ({ version: 'default' }),
    expect: coachOnly,
  },
  {
    method: 'POST',
    route: '/api/email-templates/:key/preview',
    path: () => '/api/email-templates/invitation/preview',
    expect: coachOnly,
  },
  {
    method: 'POST',
    route: '/api/email-templates/:key/test',
    path: () => '/api/email-templates/invitation/test',
    expect: { ...coachOnly, otherCoach: 202, coach: 202 },
  },
  {
    method: 'GET',
    route: '/api/conversations',
    path: () => '/api/conversations',
    expect: everyoneOwn,
  },
  {
    method: 'GET',
    route: '/api/conversations/:id',
    path: (w) => `/api/conversations/${w.coachConversationId}`,
    expect: herCoachConversation,
  },
  {
    method: 'GET',
    route: '/api/conversations/:id/messages',
    path: (w) => `/api/conversations/${w.coachConversationId}/messages`,
    expect: herCoachConversation,
  },
  {
    method: 'POST',
    route: '/api/conversations/:id/messages',
    path: (w) => `/api/conversations/${w.coachConversationId}/messages`,
    body: () => ({ id: randomUUID(), body: 'Hello' }),
    // Only its two people write: another coach reads it but answers in her own conversations.
    expect: { ...herCoachConversation, emma: 201, otherCoach: 403, coach: 201 },
  },
  {
    method: 'POST',
    route: '/api/conversations/:id/read',
    path: (w) => `/api/conversations/${w.coachConversationId}/read`,
    body: (w) => ({ upTo: w.messageId }),
    expect: herCoachConversation,
  },
  {
    method: 'POST',
    route: '/api/attachments',
    path: () => '/api/attachments',
    upload: true,
    expect: {
      ...everyoneOwn,
      olivia: 201,
      priya: 201,
      nina: 201,
      emma: 201,
      otherCoach: 201,
      coach: 201,
    },
  },
  {
    method: 'GET',
    route: '/api/attachments/:id',
    path: (w) => `/api/attachments/${w.attachmentId}`,
    // Sent in Emma's conversation with her coach: whoever sees that conversation.
    expect: herCoachConversation,
  },
  {
    method: 'GET',
    route: '/api/messages/stream',
    path: () => '/api/messages/stream',
    stream: true,
    expect: everyoneOwn,
  },
  {
    method: 'GET',
    route: '/api/messages/unread',
    path: () => '/api/messages/unread',
    expect: everyoneOwn,
  },
  // A segment nobody is in: the coach is told so (email-sends tests real sends).
  {
    method: 'POST',
    route: '/api/emails',
    path: () => '/api/emails',
    body: () => ({ audience: NOBODY, subject: 'Hello', body: 'Hello {{firstName}}' }),
    expect: { ...coachOnly, otherCoach: 400, coach: 400 },
  },
  {
    method: 'POST',
    route: '/api/emails/audience',
    path: () => '/api/emails/audience',
    body: () => ({ audience: NOBODY }),
    expect: coachOnly,
  },
  { method: 'GET', route: '/api/email-sends', path: () => '/api/email-sends', expect: coachOnly },
  ...(['GET /', 'POST /withdraw', 'POST /give'] as const).map((endpoint): Row => {
    const [method, tail] = endpoint.split(' ') as [HttpMethod, string];
    const route = `/api/notifications/marketing-consent${tail === '/' ? '' : tail}`;
    // Her own consent to marketing emails: clients only.
    return { method, route, path: () => route, expect: clientsOnly };
  }),
  {
    method: 'POST',
    route: '/api/email-sends/:id/cancel',
    path: () => '/api/email-sends/00000000-0000-4000-8000-00000000b001/cancel',
    expect: { ...coachOnly, otherCoach: 404, coach: 404 },
  },
  { method: 'GET', route: '/api/automations', path: () => '/api/automations', expect: coachOnly },
  {
    method: 'POST',
    route: '/api/automations',
    path: () => '/api/automations',
    body: () => AUTOMATION,
    expect: { ...coachOnly, otherCoach: 201, coach: 201 },
  },
  // No automation has this id: the coach is told so (automations-api tests real ones).
  ...(
    [
      ['PUT', '/api/automations/:id', ''],
      ['POST', '/api/automations/:id/enable', '/enable'],
      ['POST', '/api/automations/:id/disable', '/disable'],
      ['GET', '/api/automations/:id/enrolments', '/enrolments'],
    ] as const
  ).map(([method, route, tail]): Row => ({
    method,
    route,
    path: () => `/api/automations/00000000-0000-4000-8000-00000000a001${tail}`,
    body: method === 'PUT' ? () => AUTOMATION : undefined,
    expect: { ...coachOnly, otherCoach: 404, coach: 404 },
  })),
];

const PDF = Buffer.from('%PDF-1.4\n%%EOF\n', 'latin1');

let h: NotificationHarness;
let server: Server;
let base: string;
beforeAll(async () => {
  h = await startNotification();
  server = await new Promise<Server>((resolve) => {
    const s = h.app.listen(0, '127.0.0.1', () => resolve(s));
  });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.close();
  await h.close();
});

async function aBusiness(): Promise<World> {
  const p = await seedPeople(h);
  const [conversation] = (
    await request(h.app).get('/api/conversations').set(p.as.emma)
  ).body.items.filter((c: { kind: string }) => c.kind === 'coach');
  const messageId = randomUUID();
  const attachment = await request(h.app)
    .post('/api/attachments')
    .set(p.as.emma)
    .attach('file', PDF, { filename: 'Week 1.pdf', contentType: 'application/pdf' })
    .expect(201);
  await request(h.app)
    .post(`/api/conversations/${conversation.id}/messages`)
    .set(p.as.emma)
    .send({ id: messageId, body: 'Week 1 done', attachmentIds: [attachment.body.id] })
    .expect(201);
  const email = await h.db.emailMessage.create({
    data: { template: 'lead-alert', to: 'coach@example.com', subject: 'S', html: 'h', text: 't' },
  });
  return {
    p,
    coachConversationId: conversation.id,
    messageId,
    attachmentId: attachment.body.id,
    emailId: email.id,
    headers: {
      anonymous: {},
      olivia: p.as.olivia,
      priya: p.as.priya,
      nina: p.as.nina,
      emma: p.as.emma,
      otherCoach: asUser(randomUUID(), 'coach'),
      coach: p.as.coach,
    },
  };
}

function send(method: HttpMethod, path: string) {
  const agent = request(h.app);
  switch (method) {
    case 'GET':
      return agent.get(path);
    case 'POST':
      return agent.post(path);
    case 'PUT':
      return agent.put(path);
    case 'PATCH':
      return agent.patch(path);
    case 'DELETE':
      return agent.delete(path);
  }
}

it('lists every mounted endpoint, and nothing else', () => {
  const api = mountedRoutes(h.app).filter((route) => route.path.startsWith('/api/'));
  expect(ROWS.map((row) => `${row.method} ${row.route}`).sort()).toEqual(
    api.map((route) => `${route.method} ${route.path}`).sort(),
  );
});

describe.each(ROWS.map((row) => [`${row.method} ${row.route}`, row] as const))(
  '%s',
  (_name, row) => {
    it('answers each caller as the access rules say', async () => {
      const w = await aBusiness();
      const got = {} as Record<Caller, number>;
      for (const caller of CALLERS) {
        if (row.stream) {
          const stream = await openSse(`${base}${row.path(w)}`, w.headers[caller]);
          got[caller] = stream.status;
          stream.close();
          continue;
        }
        const req = send(row.method, row.path(w)).set(w.headers[caller]);
        const res = row.upload
          ? await req.attach('file', PDF, { filename: 'a.pdf', contentType: 'application/pdf' })
          : await req.send(row.body?.(w) ?? {});
        got[caller] = res.status;
      }
      expect(got).toEqual(row.expect);
    });
  },
);
