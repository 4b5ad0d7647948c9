import { Field, SelectField } from '@wellness/ui';
import type { PlanForm } from './plan-form';

const TYPES: { value: PlanForm['type']; label: string; hint: string }[] = [
  { value: 'subscription', label: 'Subscription', hint: 'Paid again and again until cancelled.' },
  { value: 'one_off', label: 'One-off', hint: 'Paid once.' },
  { value: 'instalments', label: 'Instalments', hint: 'A set number of payments, then it ends.' },
];
const INTERVALS = [
  { value: 'month', label: 'Month(s)' },
  { value: 'week', label: 'Week(s)' },
];

/** How a plan is billed: the type, then how often and how many times when that applies. */
export function PlanBillingFields({
  form,
  errors,
  onChange,
}: {
  form: PlanForm;
  errors: Record<string, string>;
  onChange: (patch: Partial<PlanForm>) => void;
}) {
  return (
    <>
      <fieldset className="coach-radios">
        <legend className="ui-label">Billing</legend>
        {TYPES.map((t) => (
          <label key={t.value} className="coach-radio">
            <input
              type="radio"
              name="plan-billing-type"
              checked={form.type === t.value}
              onChange={() => onChange({ type: t.value })}
            />
            <span>
              <strong>{t.label}</strong>
              <span className="coach-radio__hint">{t.hint}</span>
            </span>
          </label>
        ))}
      </fieldset>
      {form.type !== 'one_off' && (
        <div className="coach-form-grid">
          <Field
            label={form.type === 'instalments' ? 'A payment every' : 'Bill every'}
            type="number"
            inputMode="numeric"
            min={1}
            max={52}
            value={form.intervalCount}
            onChange={(e) => onChange({ intervalCount: e.target.value })}
            error={errors.intervalCount}
          />
          <SelectField
            label="Period"
            options={INTERVALS}
            value={form.interval}
            onChange={(e) => onChange({ interval: e.target.value as PlanForm['interval'] })}
            error={errors.interval}
          />
        </div>
      )}
      {form.type === 'instalments' && (
        <Field
          label="Number of instalments"
          hint="The price is what each instalment costs."
          type="number"
          inputMode="numeric"
          min={2}
          max={24}
          value={form.instalments}
          onChange={(e) => onChange({ instalments: e.target.value })}
          error={errors.instalments}
        />
      )}
      {errors.billing && (
        <p className="ui-field__error" role="alert">
          {errors.billing}
        </p>
      )}
    </>
  );
}
