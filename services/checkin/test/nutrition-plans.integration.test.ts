import request from 'supertest';
import { NUTRITION_MESSAGES } from '@wellness/contracts';
import { startCheckin } from './harness';
import type { CheckinHarness } from './harness';
import { outboxPayloads, seedPeople } from './fixtures';
import type { People } from './fixtures';
import { FOODS, draftFor, planBody } from './nutrition-fixtures';

/** Issue 16: drafts, optimistic concurrency, publishing versions, what she sees. */
let h: CheckinHarness;
let p: People;
beforeAll(async () => {
  h = await startCheckin();
});
beforeEach(async () => {
  p = await seedPeople(h);
});
afterAll(() => h.close());

const plans = () => request(h.app);
const planRow = (id: string) => h.db.nutritionPlan.findUniqueOrThrow({ where: { id } });

it('drafts, saves with its version, refuses a stale save, publishes versions she sees', async () => {
  const created = await plans()
    .post('/api/nutrition-plans')
    .set(p.as.nina)
    .send({ clientId: p.emma.clientId, ...planBody() });
  expect(created.status).toBe(201);
  expect(created.body).toMatchObject({ version: 1, status: 'draft', unpublishedChanges: true });
  expect(created.body.document.meals[0].options[1].items[0]).toMatchObject({
    foodId: FOODS.egg,
    unit: 'household',
    household: { label: 'medium egg', count: 2 },
    food: { id: FOODS.egg, name: 'Egg, whole, cooked, poached', custom: false },
  });
  const id = created.body.id as string;

  // She never sees a draft.
  await plans().get(`/api/nutrition-plans/${id}`).set(p.as.emma).expect(404);
  const hers = await plans().get('/api/nutrition-plans').set(p.as.emma).expect(200);
  expect(hers.body.items).toEqual([]);

  const saved = await plans()
    .put(`/api/nutrition-plans/${id}`)
    .set(p.as.nina)
    .send({ ...planBody({ title: 'Version one' }), version: 1 });
  expect(saved.status).toBe(200);
  expect(saved.body.version).toBe(2);

  // The coach read it at 1 too: her save is refused, and Nina's stays.
  const stale = await plans()
    .put(`/api/nutrition-plans/${id}`)
    .set(p.as.coach)
    .send({ ...planBody({ title: 'The coach’s idea' }), version: 1 });
  expect(stale.status).toBe(409);
  expect(stale.body.error).toBe(NUTRITION_MESSAGES.stale);
  expect(await planRow(id)).toMatchObject({ title: 'Version one', revision: 2 });

  const v1 = await plans()
    .post(`/api/nutrition-plans/${id}/publish`)
    .set(p.as.nina)
    .send({ changeNote: 'Your first plan' });
  expect(v1.status).toBe(200);
  expect(v1.body).toMatchObject({ status: 'active', unpublishedChanges: false });
  expect(v1.body.versions).toMatchObject([
    { number: 1, active: true, changeNote: 'Your first plan' },
  ]);
  expect(await outboxPayloads(h.db, 'nutrition_plan.published')).toEqual([
    {
      planId: id,
      clientId: p.emma.clientId,
      userId: p.emma.userId,
      email: p.emma.email,
      firstName: p.emma.firstName,
      lastName: 'Tester',
      title: 'Version one',
      versionNumber: 1,
      changeNote: 'Your first plan',
      publishedBy: expect.any(String),
    },
  ]);

  // Nothing changed since: nothing to publish.
  const again = await plans()
    .post(`/api/nutrition-plans/${id}/publish`)
    .set(p.as.nina)
    .send({ changeNote: 'Again' });
  expect(again.status).toBe(409);
  expect(again.body.error).toBe(NUTRITION_MESSAGES.alreadyPublished);

  // A new draft: she still sees v1 until v2 is published.
  await plans()
    .put(`/api/nutrition-plans/${id}`)
    .set(p.as.nina)
    .send({ ...planBody({ title: 'Version two' }), version: 2 })
    .expect(200);
  const seen = await plans().get(`/api/nutrition-plans/${id}`).set(p.as.emma).expect(200);
  expect(seen.body).toMatchObject({ version: 1, status: 'active' });
  expect(seen.body.document.title).toBe('Version one');
  const staff = await plans().get(`/api/nutrition-plans/${id}`).set(p.as.nina).expect(200);
  expect(staff.body).toMatchObject({ version: 3, unpublishedChanges: true });

  await plans()
    .post(`/api/nutrition-plans/${id}/publish`)
    .set(p.as.nina)
    .send({ changeNote: 'More protein at breakfast' })
    .expect(200);
  const now = await plans().get(`/api/nutrition-plans/${id}`).set(p.as.emma).expect(200);
  expect(now.body.version).toBe(2);
  expect(now.body.document.title).toBe('Version two');
  expect(now.body.versions).toMatchObject([
    { number: 2, active: true },
    { number: 1, active: false },
  ]);
  const old = await plans().get(`/api/nutrition-plans/${id}/versions/1`).set(p.as.emma).expect(200);
  expect(old.body).toMatchObject({ number: 1, active: false, planId: id });
  expect(old.body.document.title).toBe('Version one');
  await plans().get(`/api/nutrition-plans/${id}/versions/3`).set(p.as.emma).expect(404);

  const list = await plans().get('/api/nutrition-plans').set(p.as.emma).expect(200);
  expect(list.body.items).toMatchObject([
    { id, latestVersion: 2, version: 2, title: 'Version two' },
  ]);
  expect(await outboxPayloads(h.db, 'nutrition_plan.published')).toHaveLength(2);
});

it('answers 404 for someone else’s client, and 403 to her for staff endpoints', async () => {
  const plan = await draftFor(h, p.as.nina, p.emma.clientId);
  const body = { clientId: p.emma.clientId, ...planBody() };
  await plans().post('/api/nutrition-plans').set(p.as.priya).send(body).expect(404);
  await plans().get(`/api/nutrition-plans/${plan.id}`).set(p.as.priya).expect(404);
  await plans().get(`/api/nutrition-plans?clientId=${p.emma.clientId}`).set(p.as.priya).expect(404);
  await plans()
    .put(`/api/nutrition-plans/${plan.id}`)
    .set(p.as.priya)
    .send({ ...planBody(), version: 1 })
    .expect(404);
  await plans().get(`/api/nutrition-plans/${plan.id}`).set(p.as.olivia).expect(404);
  await plans().post('/api/nutrition-plans').set(p.as.emma).send(body).expect(403);
  // The coach writes for any client.
  await plans()
    .post('/api/nutrition-plans')
    .set(p.as.coach)
    .send({ clientId: p.olivia.clientId, ...planBody() })
    .expect(201);
});

it('discards a draft never published, and keeps a plan once a version exists', async () => {
  const start = () =>
    plans()
      .post('/api/nutrition-plans')
      .set(p.as.nina)
      .send({ clientId: p.emma.clientId, ...planBody() })
      .expect(201);
  const mistake = (await start()).body.id as string;
  // Another nutritionist is told it does not exist, and it stays.
  await plans().delete(`/api/nutrition-plans/${mistake}`).set(p.as.priya).expect(404);
  await plans().delete(`/api/nutrition-plans/${mistake}`).set(p.as.nina).expect(204);
  await plans().get(`/api/nutrition-plans/${mistake}`).set(p.as.nina).expect(404);
  expect(await h.db.nutritionPlan.count({ where: { id: mistake } })).toBe(0);

  const kept = (await start()).body.id as string;
  await plans()
    .post(`/api/nutrition-plans/${kept}/publish`)
    .set(p.as.nina)
    .send({ changeNote: 'First plan' })
    .expect(200);
  const refused = await plans().delete(`/api/nutrition-plans/${kept}`).set(p.as.coach);
  expect(refused.status).toBe(409);
  expect(refused.body.error).toBe(NUTRITION_MESSAGES.publishedKept);
  await plans().get(`/api/nutrition-plans/${kept}`).set(p.as.emma).expect(200);
});
