import { formatMoney } from '@wellness/contracts';
import type { Billing, PaymentPlan } from '@wellness/contracts';

type Priced = Pick<PaymentPlan, 'priceMinor' | 'currency' | 'billing'>;

/** "/ month", "/ 2 weeks": how often a subscription or an instalment is taken. */
export function cadenceText(billing: Extract<Billing, { interval: string }>): string {
  const count = billing.intervalCount ?? 1;
  return count === 1 ? `/ ${billing.interval}` : `/ ${count} ${billing.interval}s`;
}

/**
 * A plan's price as the coach and her clients read it: "£49.00 / month", "£25.00 / 2 weeks",
 * "£300.00 one-off", "3 × £150.00 / month" (the price is each instalment).
 */
export function planPriceText(plan: Priced): string {
  const price = formatMoney(plan.priceMinor, plan.currency);
  const billing = plan.billing;
  switch (billing.type) {
    case 'one_off':
      return `${price} one-off`;
    case 'subscription':
      return `${price} ${cadenceText(billing)}`;
    case 'instalments':
      return `${billing.instalments} × ${price} ${cadenceText(billing)}`;
  }
}

/** "14-day free trial", or '' without one. */
export function trialText(trialDays: number | null): string {
  return trialDays ? `${trialDays}-day free trial` : '';
}
