import type { PaymentPlan } from '@wellness/contracts';
import { EMPTY_PLAN_FORM, planFromForm, planToForm } from './plan-form';

describe('plan form', () => {
  it('builds a monthly plan with its items, one per line', () => {
    const result = planFromForm({
      ...EMPTY_PLAN_FORM,
      name: ' Coaching ',
      features: 'Weekly check-ins\n\n  Meal plan ',
      price: '£49.50',
      trialDays: '7',
    });
    expect(result).toEqual({
      ok: true,
      plan: {
        name: 'Coaching',
        description: '',
        features: ['Weekly check-ins', 'Meal plan'],
        priceMinor: 4950,
        currency: 'GBP',
        billing: { type: 'subscription', interval: 'month', intervalCount: 1 },
        trialDays: 7,
      },
    });
  });

  it('explains what is wrong, field by field', () => {
    const result = planFromForm({
      ...EMPTY_PLAN_FORM,
      type: 'instalments',
      price: 'lots',
      instalments: '1',
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.name).toBe('Give the plan a name');
    expect(result.errors.priceMinor).toBe('Enter a price, such as 49.00');
    expect(result.errors.instalments).toBe('Instalments are at least 2 payments');
  });

  it('reads a plan back into the form', () => {
    const plan: PaymentPlan = {
      id: 'p1',
      name: 'Pay in 3',
      description: '',
      features: ['A', 'B'],
      priceMinor: 15000,
      currency: 'GBP',
      billing: { type: 'instalments', interval: 'month', intervalCount: 1, instalments: 3 },
      trialDays: null,
      active: true,
      activeSubscriptions: 0,
      createdAt: '2026-01-01T00:00:00.000Z',
    };
    expect(planToForm(plan)).toMatchObject({
      features: 'A\nB',
      price: '150.00',
      type: 'instalments',
      instalments: '3',
      trialDays: '',
    });
  });
});
