import { CURRENCIES, paymentPlanInputSchema, parseMoneyInput } from '@wellness/contracts';
import type { BillingType, Currency, PaymentPlan, PaymentPlanInput } from '@wellness/contracts';

/** The plan form as typed: every field a string, turned into a plan by `planFromForm`. */
export interface PlanForm {
  name: string;
  description: string;
  /** Included items, one per line. */
  features: string;
  price: string;
  currency: Currency;
  type: BillingType;
  interval: 'week' | 'month';
  intervalCount: string;
  instalments: string;
  trialDays: string;
}

export const EMPTY_PLAN_FORM: PlanForm = {
  name: '',
  description: '',
  features: '',
  price: '',
  currency: 'GBP',
  type: 'subscription',
  interval: 'month',
  intervalCount: '1',
  instalments: '3',
  trialDays: '',
};

const isCurrency = (c: string): c is Currency => (CURRENCIES as readonly string[]).includes(c);

export function planToForm(plan: PaymentPlan): PlanForm {
  const b = plan.billing;
  return {
    name: plan.name,
    description: plan.description,
    features: plan.features.join('\n'),
    price: (plan.priceMinor / 100).toFixed(2),
    currency: isCurrency(plan.currency) ? plan.currency : 'GBP',
    type: b.type,
    interval: b.type === 'one_off' ? 'month' : b.interval,
    intervalCount: b.type === 'one_off' ? '1' : String(b.intervalCount ?? 1),
    instalments: b.type === 'instalments' ? String(b.instalments) : '3',
    trialDays: plan.trialDays ? String(plan.trialDays) : '',
  };
}

const whole = (text: string) => (/^\s*\d+\s*$/.test(text) ? Number(text) : Number.NaN);

/** The plan the form describes, or the message of each field that is wrong (keyed by field). */
export function planFromForm(
  form: PlanForm,
): { ok: true; plan: PaymentPlanInput } | { ok: false; errors: Record<string, string> } {
  const priceMinor = parseMoneyInput(form.price);
  const cadence = { interval: form.interval, intervalCount: whole(form.intervalCount) };
  const billing =
    form.type === 'one_off'
      ? { type: 'one_off' as const }
      : form.type === 'subscription'
        ? { type: 'subscription' as const, ...cadence }
        : { type: 'instalments' as const, ...cadence, instalments: whole(form.instalments) };
  const parsed = paymentPlanInputSchema.safeParse({
    name: form.name.trim(),
    description: form.description.trim(),
    features: form.features
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean),
    priceMinor: priceMinor ?? Number.NaN,
    currency: form.currency,
    billing,
    trialDays: form.trialDays.trim() ? whole(form.trialDays) : null,
  });
  const errors: Record<string, string> = {};
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const [top, sub] = issue.path;
      const key = top === 'billing' && sub !== undefined ? String(sub) : String(top ?? '_');
      errors[key] ??= issue.message;
    }
  }
  if (priceMinor === null) errors.priceMinor = 'Enter a price, such as 49.00';
  if (parsed.success && priceMinor !== null) {
    // The form never changes whether the plan is on sale: Archive and Restore do.
    const { active: _active, ...plan } = parsed.data;
    return { ok: true, plan };
  }
  return { ok: false, errors };
}
