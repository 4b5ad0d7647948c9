import { revenueChangeText, subscriptionChangeText } from './finance-text';

describe('revenueChangeText', () => {
  it('says how much more or less came in', () => {
    expect(revenueChangeText(112_000, 100_000, 'GBP')).toBe(
      '£120.00 more than last month (up 12%)',
    );
    expect(revenueChangeText(60_000, 100_000, 'GBP')).toBe(
      '£400.00 less than last month (down 40%)',
    );
  });

  it('leaves out the percentage after an empty month', () => {
    expect(revenueChangeText(5_000, 0, 'GBP')).toBe('£50.00 more than last month');
    expect(revenueChangeText(0, 0, 'GBP')).toBe('The same as last month');
  });
});

describe('subscriptionChangeText', () => {
  it('counts new and cancelled subscriptions', () => {
    expect(subscriptionChangeText(3, 1)).toBe('+3 new, −1 cancelled this month');
  });
});
