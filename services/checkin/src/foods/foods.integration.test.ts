import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { FOOD_MESSAGES, FOOD_SOURCES, foodListSchema, foodSchema } from '@wellness/contracts';
import type { Food } from '@wellness/contracts';
import { asUser } from '@wellness/kit/src/testing';
import { startCheckin } from '../../test/harness';
import type { CheckinHarness } from '../../test/harness';
import { foodsByIds } from './repository';

/** The food table on a fresh copy of checkin's migrated database (the SR28 foods included). */
let h: CheckinHarness;
beforeAll(async () => {
  h = await startCheckin();
});
afterAll(() => h.close());

const coach = asUser(randomUUID(), 'coach');
const nutritionist = asUser(randomUUID(), 'nutritionist');
const client = asUser(randomUUID(), 'client');

const search = async (text: string, as = nutritionist) => {
  const res = await request(h.app).get('/api/foods').query({ search: text }).set(as);
  expect(res.status).toBe(200);
  return foodListSchema.parse(res.body).items;
};
const names = (foods: Food[]) => foods.map((f) => f.name);
const isChickenBreast = (name: string) => /\bchicken\b.*\bbreast\b/i.test(name);

const skyr = {
  name: 'Skyr, plain, Icelandic style',
  group: 'Dairy and egg products',
  energyKcal: 63,
  proteinG: 11,
  carbohydrateG: 4,
  fatG: 0.2,
  saltG: 0.1,
};

describe('the SR28 foods', () => {
  it('are all in the database, with their attribution as source', async () => {
    expect(await h.db.food.count({ where: { source: FOOD_SOURCES.usda } })).toBe(8790);
    const [butter] = await foodsByIds(h.db, ['sr28:01001']);
    expect(butter).toEqual({
      id: 'sr28:01001',
      name: 'Butter, salted',
      group: 'Dairy and egg products',
      energyKcal: 717,
      proteinG: 0.85,
      carbohydrateG: 0.06,
      fatG: 81.11,
      fibreG: 0,
      sugarsG: 0.06,
      saltG: 1.607,
      custom: false,
      source: 'USDA SR28',
    });
  });
});

describe('GET /api/foods?search=', () => {
  it('forgives typos: "chiken brest" finds chicken breast in the top 3', async () => {
    const found = await search('chiken brest');
    expect(names(found.slice(0, 3)).some(isChickenBreast)).toBe(true);
    found.forEach((food) => expect(foodSchema.parse(food)).toEqual(food));
  });

  it('forgives word order: "breast chicken"', async () => {
    expect(
      names(await search('breast chicken'))
        .slice(0, 3)
        .some(isChickenBreast),
    ).toBe(true);
  });

  it('takes British words: "turkey mince" is ground turkey, "courgette" zucchini', async () => {
    expect(names(await search('turkey mince'))[0]).toMatch(/^Ground turkey/);
    expect(
      names(await search('courgette'))
        .slice(0, 3)
        .join(' '),
    ).toMatch(/zucchini/i);
  });

  it('finds eggs before eggplant for "egg"', async () => {
    const top = names(await search('egg')).slice(0, 5);
    expect(top.every((name) => /^egg\b/i.test(name))).toBe(true);
  });

  it('takes a few letters as the start of a name, or a whole short word', async () => {
    expect(names(await search('chi')).every((name) => /^chi|\bchi\b/i.test(name))).toBe(true);
    expect(names(await search('cod')).slice(0, 3)).toContain('Fish, cod, Atlantic, raw');
  });

  it('finds a custom food by a word no SR28 name has', async () => {
    await request(h.app)
      .post('/api/foods')
      .set(coach)
      .send({ ...skyr, name: 'Quarkbrot, seeded' })
      .expect(201);
    expect(names(await search('quarkbrot'))).toEqual(['Quarkbrot, seeded']);
  });

  it('scores each food by the best word its name holds: the word typed before a similar one', async () => {
    // "zorbleberri" is like "zorbleberry" (similarity 0.71), so a search for one finds both
    for (const name of ['Zorbleberri tart', 'Zorbleberry jam'])
      await request(h.app)
        .post('/api/foods')
        .set(coach)
        .send({ ...skyr, name })
        .expect(201);
    expect(names(await search('zorbleberry'))).toEqual(['Zorbleberry jam', 'Zorbleberri tart']);
    expect(names(await search('zorbleberri'))).toEqual(['Zorbleberri tart', 'Zorbleberry jam']);
  });

  it('limits the answer', async () => {
    const res = await request(h.app).get('/api/foods?search=milk&limit=3').set(coach);
    expect(res.body.items).toHaveLength(3);
  });

  it('answers an empty list for a search of no letters', async () => {
    expect(await search('!!!')).toEqual([]);
  });

  it.each([
    ['/api/foods', 'search', FOOD_MESSAGES.searchRequired],
    ['/api/foods?search=%20%20', 'search', FOOD_MESSAGES.searchRequired],
    ['/api/foods?search=egg&limit=500', 'limit', FOOD_MESSAGES.limit],
  ])('%s → 400 naming %s', async (path, field, message) => {
    const res = await request(h.app).get(path).set(coach);
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain(field);
    expect(JSON.stringify(res.body)).toContain(message);
  });
});

describe('POST /api/foods', () => {
  it('adds a custom food that search then finds, marked custom', async () => {
    const res = await request(h.app).post('/api/foods').set(nutritionist).send(skyr);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      ...skyr,
      id: expect.stringMatching(/^custom:[0-9a-f-]{36}$/),
      fibreG: null,
      sugarsG: null,
      custom: true,
      source: 'Custom',
    });
    const found = await search('skyr icelandic', coach);
    expect(found[0]).toEqual(res.body);
    expect(await foodsByIds(h.db, [res.body.id, 'sr28:01001', 'custom:none'])).toEqual([
      res.body,
      expect.objectContaining({ id: 'sr28:01001' }),
    ]);
  });

  it('refuses an energy that disagrees with the macronutrients: 400 on energyKcal', async () => {
    const res = await request(h.app)
      .post('/api/foods')
      .set(coach)
      .send({ ...skyr, energyKcal: 300 });
    expect(res.status).toBe(400);
    const body = JSON.stringify(res.body);
    expect(body).toContain('energyKcal');
    expect(body).toContain(FOOD_MESSAGES.energyMismatch(4 * 11 + 4 * 4 + 9 * 0.2));
    expect(await h.db.food.count({ where: { custom: true, energyKcal: 300 } })).toBe(0);
  });

  it.each([
    [{ ...skyr, group: 'Pizza' }, 'group'],
    [{ ...skyr, proteinG: 'lots' }, 'proteinG'],
    [{ ...skyr, name: 'x' }, 'name'],
    ['not json at all', ''],
  ])('refuses %j: 400 naming %s, never 500', async (body, field) => {
    const res = await request(h.app).post('/api/foods').set(coach).send(body);
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain(field);
  });
});

describe('roles', () => {
  it('refuses clients (403) and anonymous callers (401)', async () => {
    await request(h.app).get('/api/foods?search=egg').set(client).expect(403);
    await request(h.app).post('/api/foods').set(client).send(skyr).expect(403);
    await request(h.app).get('/api/foods?search=egg').expect(401);
  });
});
