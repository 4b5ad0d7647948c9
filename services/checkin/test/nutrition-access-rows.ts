import type { HttpMethod } from '@wellness/kit/src/testing';
import type { People } from './fixtures';
import { planBody } from './nutrition-fixtures';

// The nutrition rows of the role matrix (access.integration.test.ts). In each business Nina wrote
// Emma a plan, published v1 and saved a new draft (revision 2) since.

type Caller = 'anonymous' | 'emma' | 'olivia' | 'nina' | 'priya' | 'coach' | 'otherCoach';
interface NutritionWorld {
  p: People;
  planId: string;
}
interface NutritionRow {
  method: HttpMethod;
  route: string;
  path: (w: NutritionWorld) => string;
  body?: Record<string, unknown> | ((w: NutritionWorld) => Record<string, unknown>);
  expect: Record<Caller, number>;
}

/** Her plans: she (published only), her nutritionist and any coach. */
const herPlans = {
  anonymous: 401,
  olivia: 404,
  priya: 404,
  nina: 200,
  emma: 200,
  otherCoach: 200,
  coach: 200,
};
/** Staff about her: her nutritionist and any coach; another nutritionist is told "not found". */
const staffAboutHer = (ok: number) => ({
  ...herPlans,
  emma: 403,
  olivia: 403,
  nina: ok,
  otherCoach: ok,
  coach: ok,
});
/** Staff about nobody in particular. */
const anyStaff = (ok: number) => ({ ...staffAboutHer(ok), priya: ok });
/** Only she, about her own plan. */
const onlyHer = {
  anonymous: 401,
  olivia: 404,
  priya: 403,
  nina: 403,
  emma: 200,
  otherCoach: 403,
  coach: 403,
};

const plan = (w: NutritionWorld) => `/api/nutrition-plans/${w.planId}`;

export const NUTRITION_ROWS: NutritionRow[] = [
  {
    method: 'GET',
    route: '/api/nutrition-plans',
    path: (w) => `/api/nutrition-plans?clientId=${w.p.emma.clientId}`,
    expect: herPlans,
  },
  { method: 'GET', route: '/api/nutrition-plans/:id', path: plan, expect: herPlans },
  {
    method: 'GET',
    route: '/api/nutrition-plans/:id/versions/:number',
    path: (w) => `${plan(w)}/versions/1`,
    expect: herPlans,
  },
  {
    method: 'GET',
    route: '/api/nutrition-plans/:id/pdf',
    path: (w) => `${plan(w)}/pdf`,
    expect: herPlans,
  },
  {
    method: 'POST',
    route: '/api/nutrition-plans',
    path: () => '/api/nutrition-plans',
    body: (w) => ({ clientId: w.p.emma.clientId, ...planBody() }),
    expect: staffAboutHer(201),
  },
  // All read it at revision 2: after Nina's save the coaches' saves are stale.
  {
    method: 'PUT',
    route: '/api/nutrition-plans/:id',
    path: plan,
    body: { ...planBody({ title: 'Saved again' }), version: 2 },
    expect: { ...staffAboutHer(409), nina: 200 },
  },
  // After Nina publishes the draft, there is nothing new for the coaches to publish.
  {
    method: 'POST',
    route: '/api/nutrition-plans/:id/publish',
    path: (w) => `${plan(w)}/publish`,
    body: { changeNote: 'New breakfasts' },
    expect: { ...staffAboutHer(409), nina: 200 },
  },
  // Her plan has a published version: it stays for everyone who may write it.
  {
    method: 'DELETE',
    route: '/api/nutrition-plans/:id',
    path: plan,
    expect: staffAboutHer(409),
  },
  {
    method: 'GET',
    route: '/api/nutrition-plans/templates',
    path: () => '/api/nutrition-plans/templates',
    expect: anyStaff(200),
  },
  {
    method: 'POST',
    route: '/api/nutrition-plans/templates',
    path: () => '/api/nutrition-plans/templates',
    body: (w) => ({ planId: w.planId, name: 'Busy mornings' }),
    expect: staffAboutHer(201),
  },
  {
    method: 'GET',
    route: '/api/nutrition-plans/:id/shopping-list',
    path: (w) => `${plan(w)}/shopping-list`,
    expect: onlyHer,
  },
  {
    method: 'PUT',
    route: '/api/nutrition-plans/:id/shopping-list',
    path: (w) => `${plan(w)}/shopping-list`,
    body: { version: 1, days: [[7]], ticked: [] },
    expect: onlyHer,
  },
  {
    method: 'GET',
    route: '/api/nutrition/clients',
    path: () => '/api/nutrition/clients',
    expect: anyStaff(200),
  },
  {
    method: 'GET',
    route: '/api/nutrition/clients/:clientId',
    path: (w) => `/api/nutrition/clients/${w.p.emma.clientId}`,
    expect: staffAboutHer(200),
  },
];
