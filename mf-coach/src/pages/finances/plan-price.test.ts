import { planPriceText, trialText } from './plan-price';

const plan = (billing: Parameters<typeof planPriceText>[0]['billing'], priceMinor = 4900) => ({
  priceMinor,
  currency: 'GBP',
  billing,
});

describe('planPriceText', () => {
  it('writes a monthly subscription', () => {
    expect(planPriceText(plan({ type: 'subscription', interval: 'month', intervalCount: 1 }))).toBe(
      '£49.00 / month',
    );
  });

  it('writes every few weeks', () => {
    expect(
      planPriceText(plan({ type: 'subscription', interval: 'week', intervalCount: 2 }, 2500)),
    ).toBe('£25.00 / 2 weeks');
  });

  it('writes a one-off price', () => {
    expect(planPriceText(plan({ type: 'one_off' }, 30000))).toBe('£300.00 one-off');
  });

  it('writes instalments as a count times each payment', () => {
    expect(
      planPriceText(
        plan({ type: 'instalments', interval: 'month', intervalCount: 1, instalments: 3 }, 15000),
      ),
    ).toBe('3 × £150.00 / month');
  });

  it('writes other currencies', () => {
    expect(
      planPriceText({
        priceMinor: 1000,
        currency: 'EUR',
        billing: { type: 'subscription', interval: 'month', intervalCount: 3 },
      }),
    ).toBe('€10.00 / 3 months');
  });
});

describe('trialText', () => {
  it('names the trial, or nothing', () => {
    expect(trialText(14)).toBe('14-day free trial');
    expect(trialText(null)).toBe('');
    expect(trialText(0)).toBe('');
  });
});
