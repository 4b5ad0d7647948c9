import sharp from 'sharp';
import request from 'supertest';
import { asUser, mountedRoutes } from '@wellness/kit/src/testing';
import type { HttpMethod } from '@wellness/kit/src/testing';
import { startCheckin } from './harness';
import type { CheckinHarness } from './harness';
import { clientChanged, onboard, seedPeople, week } from './fixtures';
import type { People } from './fixtures';
import { NUTRITION_ROWS } from './nutrition-access-rows';
import { planBody, publishedFor } from './nutrition-fixtures';

/**
 * The role matrix (issue 13, "who sees what"): every endpoint, asked by each kind of caller about
 * Emma's records. Emma is assigned to Nina; Olivia is another client, Priya a nutritionist Emma is
 * not assigned to. Each row gets a fresh business, so one caller's change never decides another's
 * answer. The table must list every mounted endpoint.
 */
type Caller = 'anonymous' | 'emma' | 'olivia' | 'nina' | 'priya' | 'coach' | 'otherCoach';
const CALLERS: Caller[] = ['anonymous', 'olivia', 'priya', 'nina', 'emma', 'otherCoach', 'coach'];

interface World {
  p: People;
  /** Emma's baseline check-in. */
  checkinId: string;
  /** A reply snippet of the coach's. */
  snippetId: string;
  /** A progress photo of Emma's. */
  photoId: string;
  /** Her later photo of the same pose; she agreed to the pair's use as a before/after. */
  laterPhotoId: string;
  /** Emma's nutrition plan: Nina published v1 and saved a new draft since (revision 2). */
  planId: string;
  headers: Record<Caller, Record<string, string>>;
}

interface Row {
  method: HttpMethod;
  /** The route as mounted (`/api/checkins/:id`): the table's coverage key. */
  route: string;
  path: (w: World) => string;
  body?: Record<string, unknown> | ((w: World) => Record<string, unknown>);
  /** Sent as a multipart form with a photo (the fields are `body`). */
  photo?: boolean;
  expect: Record<Caller, number>;
}

const emmaQuery = (w: World) => `clientId=${w.p.emma.clientId}`;

/** Reads of her records: she, her nutritionist and any coach; others are told "not found". */
const herRecords = {
  anonymous: 401,
  olivia: 404,
  priya: 404,
  nina: 200,
  emma: 200,
  otherCoach: 200,
  coach: 200,
};
/**
 * What only a client does, for herself (staff: 403). These name nobody: Olivia's answer is about
 * her own record (she has not given her health consent, so what needs it is a 400 saying so).
 */
const clientOnly = (own: number, olivia: number) => ({
  anonymous: 401,
  olivia,
  priya: 403,
  nina: 403,
  emma: own,
  otherCoach: 403,
  coach: 403,
});
/** The coach's tools (everyone else: 403). */
const coachOnly = (ok: number, otherCoach = ok) => ({
  anonymous: 401,
  olivia: 403,
  priya: 403,
  nina: 403,
  emma: 403,
  otherCoach,
  coach: ok,
});

const snippet = { title: 'Great week', body: 'A strong week: keep going.' };
const PAIR = (w: World) => ({ beforePhotoId: w.photoId, afterPhotoId: w.laterPhotoId });
const photo = () =>
  sharp({ create: { width: 60, height: 80, channels: 3, background: '#c06' } })
    .jpeg()
    .toBuffer();
/** Photos: she and the coach; a nutritionist never (403). */
const herPhotos = { ...herRecords, priya: 403, nina: 403 };

const ROWS: Row[] = [
  {
    method: 'GET',
    route: '/api/photos',
    path: (w) => `/api/photos?${emmaQuery(w)}`,
    expect: herPhotos,
  },
  {
    method: 'GET',
    route: '/api/photos/:id/:variant',
    path: (w) => `/api/photos/${w.photoId}/thumb`,
    expect: herPhotos,
  },
  {
    method: 'POST',
    route: '/api/photos',
    path: () => '/api/photos',
    body: { pose: 'front', takenOn: '2026-11-20' },
    photo: true,
    expect: clientOnly(201, 400),
  },
  {
    method: 'GET',
    route: '/api/photos/consents',
    path: (w) => `/api/photos/consents?${emmaQuery(w)}`,
    expect: herPhotos,
  },
  {
    method: 'PUT',
    route: '/api/photos/consents',
    path: () => '/api/photos/consents',
    body: PAIR,
    expect: { ...herPhotos, otherCoach: 403, coach: 403 },
  },
  {
    method: 'POST',
    route: '/api/photos/consents/withdraw',
    path: () => '/api/photos/consents/withdraw',
    body: PAIR,
    expect: { ...herPhotos, otherCoach: 403, coach: 403 },
  },
  {
    method: 'GET',
    route: '/api/photos/before-after',
    path: (w) =>
      `/api/photos/before-after?beforePhotoId=${w.photoId}&afterPhotoId=${w.laterPhotoId}`,
    expect: coachOnly(200),
  },
  {
    method: 'DELETE',
    route: '/api/photos/:id',
    path: (w) => `/api/photos/${w.photoId}`,
    expect: clientOnly(204, 404),
  },
  {
    method: 'GET',
    route: '/api/onboarding',
    path: (w) => `/api/onboarding?${emmaQuery(w)}`,
    expect: herRecords,
  },
  {
    method: 'GET',
    route: '/api/onboarding/consent',
    path: (w) => `/api/onboarding/consent?${emmaQuery(w)}`,
    expect: herRecords,
  },
  {
    method: 'PUT',
    route: '/api/onboarding',
    path: (w) => `/api/onboarding?${emmaQuery(w)}`,
    body: { checkinDay: 2 },
    expect: { ...herRecords, priya: 403, nina: 403 },
  },
  {
    method: 'POST',
    route: '/api/onboarding/complete',
    path: () => '/api/onboarding/complete',
    expect: clientOnly(200, 400),
  },
  {
    method: 'POST',
    route: '/api/onboarding/consent/withdraw',
    path: () => '/api/onboarding/consent/withdraw',
    expect: clientOnly(200, 200),
  },
  {
    method: 'GET',
    route: '/api/checkins/draft',
    path: () => '/api/checkins/draft',
    expect: clientOnly(200, 200),
  },
  {
    method: 'PUT',
    route: '/api/checkins/draft',
    path: () => '/api/checkins/draft',
    body: { weightKg: 70.5 },
    expect: clientOnly(200, 400),
  },
  {
    method: 'GET',
    route: '/api/checkins/progress',
    path: (w) => `/api/checkins/progress?${emmaQuery(w)}`,
    expect: herRecords,
  },
  {
    method: 'GET',
    route: '/api/checkins',
    path: (w) => `/api/checkins?${emmaQuery(w)}`,
    expect: herRecords,
  },
  {
    method: 'GET',
    route: '/api/checkins/:id',
    path: (w) => `/api/checkins/${w.checkinId}`,
    expect: herRecords,
  },
  // Emma sent this week's already: she gets it back, unchanged.
  {
    method: 'POST',
    route: '/api/checkins',
    path: () => '/api/checkins',
    body: week(70),
    expect: clientOnly(200, 400),
  },
  {
    method: 'PUT',
    route: '/api/checkins/:id',
    path: (w) => `/api/checkins/${w.checkinId}`,
    body: week(71),
    expect: clientOnly(200, 404),
  },
  {
    method: 'GET',
    route: '/api/checkins/review-queue',
    path: () => '/api/checkins/review-queue',
    expect: coachOnly(200),
  },
  {
    method: 'POST',
    route: '/api/checkins/:id/review',
    path: (w) => `/api/checkins/${w.checkinId}/review`,
    body: { feedback: 'Lovely start.' },
    // Any coach may review; asked after the other coach, it has been reviewed already.
    expect: { ...coachOnly(200), coach: 409 },
  },
  {
    method: 'GET',
    route: '/api/checkins/summary',
    path: () => '/api/checkins/summary',
    expect: coachOnly(200),
  },
  {
    method: 'GET',
    route: '/api/checkins/missing',
    path: () => '/api/checkins/missing',
    expect: coachOnly(200),
  },
  // Emma checked in today: nothing to nudge her about.
  {
    method: 'POST',
    route: '/api/checkins/missing/:clientId/nudge',
    path: (w) => `/api/checkins/missing/${w.p.emma.clientId}/nudge`,
    expect: coachOnly(409),
  },
  // Saved replies are each coach's own: another coach's is "not found".
  {
    method: 'GET',
    route: '/api/checkins/snippets',
    path: () => '/api/checkins/snippets',
    expect: coachOnly(200),
  },
  {
    method: 'POST',
    route: '/api/checkins/snippets',
    path: () => '/api/checkins/snippets',
    body: snippet,
    expect: coachOnly(201),
  },
  {
    method: 'PUT',
    route: '/api/checkins/snippets/:id',
    path: (w) => `/api/checkins/snippets/${w.snippetId}`,
    body: snippet,
    expect: coachOnly(200, 404),
  },
  {
    method: 'DELETE',
    route: '/api/checkins/snippets/:id',
    path: (w) => `/api/checkins/snippets/${w.snippetId}`,
    expect: coachOnly(204, 404),
  },
  // The food table: the coach and nutritionists, every food the business's (clients: 403).
  {
    method: 'GET',
    route: '/api/foods',
    path: () => '/api/foods?search=chiken%20brest',
    expect: { ...coachOnly(200), priya: 200, nina: 200 },
  },
  {
    method: 'POST',
    route: '/api/foods',
    path: () => '/api/foods',
    body: {
      name: 'Overnight oats',
      group: 'Breakfast cereals',
      energyKcal: 150,
      proteinG: 5,
      carbohydrateG: 25,
      fatG: 3,
    },
    expect: { ...coachOnly(201), priya: 201, nina: 201 },
  },
  // Nutrition plans (nutrition-access-rows.ts).
  ...NUTRITION_ROWS,
];

let h: CheckinHarness;
beforeAll(async () => {
  h = await startCheckin();
});
afterAll(() => h.close());

async function aBusiness(): Promise<World> {
  const p = await seedPeople(h);
  await onboard(h, p.as.emma);
  const sent = await request(h.app).post('/api/checkins').set(p.as.emma).send(week(72));
  expect(sent.status).toBe(201);
  const made = await request(h.app).post('/api/checkins/snippets').set(p.as.coach).send(snippet);
  expect(made.status).toBe(201);
  const photographed = await request(h.app)
    .post('/api/photos')
    .set(p.as.emma)
    .field('pose', 'side')
    .field('takenOn', '2026-11-19')
    .attach('file', await photo(), 'side.jpg');
  expect(photographed.status).toBe(201);
  const later = await request(h.app)
    .post('/api/photos')
    .set(p.as.emma)
    .field('pose', 'side')
    .field('takenOn', '2026-11-20')
    .attach('file', await photo(), 'side.jpg');
  expect(later.status).toBe(201);
  const pair = { beforePhotoId: photographed.body.id, afterPhotoId: later.body.id };
  await request(h.app).put('/api/photos/consents').set(p.as.emma).send(pair).expect(200);
  const plan = await publishedFor(h, p.as.nina, p.emma.clientId);
  await request(h.app)
    .put(`/api/nutrition-plans/${plan.id}`)
    .set(p.as.nina)
    .send({ ...planBody({ title: 'New breakfasts' }), version: 1 })
    .expect(200);
  return {
    p,
    checkinId: sent.body.checkin.id,
    snippetId: made.body.id,
    photoId: photographed.body.id,
    laterPhotoId: later.body.id,
    planId: plan.id,
    headers: {
      anonymous: {},
      emma: p.as.emma,
      olivia: p.as.olivia,
      nina: p.as.nina,
      priya: p.as.priya,
      coach: p.as.coach,
      otherCoach: asUser(crypto.randomUUID(), 'coach'),
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
      // Refusals first, then the callers let in: a permitted change never hides a refusal.
      for (const caller of CALLERS) {
        const asked = send(row.method, row.path(w)).set(w.headers[caller]);
        const body = typeof row.body === 'function' ? row.body(w) : (row.body ?? {});
        let res;
        if (row.photo) {
          for (const [name, value] of Object.entries(body)) asked.field(name, String(value));
          res = await asked.attach('file', await photo(), 'photo.jpg');
        } else res = await asked.send(body);
        got[caller] = res.status;
      }
      expect(got).toEqual(row.expect);
    });
  },
);

it('ends a nutritionist’s access to plans on her next request once she is unassigned', async () => {
  const p = await seedPeople(h);
  const plan = await publishedFor(h, p.as.nina, p.emma.clientId);
  const path = `/api/nutrition-plans/${plan.id}`;
  await request(h.app).get(path).set(p.as.nina).expect(200);
  const later = new Date(Date.now() + 60_000);
  await clientChanged(h, { ...p.emma, nutritionistUserId: null }, later);

  await request(h.app).get(path).set(p.as.nina).expect(404);
  await request(h.app)
    .put(path)
    .set(p.as.nina)
    .send({ ...planBody(), version: 1 })
    .expect(404);
  await request(h.app).get(`/api/nutrition/clients/${p.emma.clientId}`).set(p.as.nina).expect(404);
  const caseload = await request(h.app).get('/api/nutrition/clients').set(p.as.nina).expect(200);
  expect(caseload.body.items).toEqual([]);
  // Her plans stay: she and the coach still read them.
  await request(h.app).get(path).set(p.as.emma).expect(200);
  await request(h.app).get(path).set(p.as.coach).expect(200);
  expect(await h.db.nutritionPlanVersion.count({ where: { planId: plan.id } })).toBe(1);
});
