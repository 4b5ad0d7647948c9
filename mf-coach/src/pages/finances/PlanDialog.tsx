import { useState } from 'react';
import type { FormEvent } from 'react';
import { CURRENCIES } from '@wellness/contracts';
import type { PaymentPlan } from '@wellness/contracts';
import {
  Alert,
  Button,
  Dialog,
  Field,
  SelectField,
  TextareaField,
  useShellServices,
} from '@wellness/ui';
import { useCreatePlan, useUpdatePlan } from '../../api/payments';
import { errorFields, errorText } from '../../lib/errors';
import { EMPTY_PLAN_FORM, planFromForm, planToForm } from './plan-form';
import type { PlanForm } from './plan-form';
import { PlanBillingFields } from './PlanBillingFields';

/** Creates a plan, or edits `plan`. */
export function PlanDialog({
  open,
  plan,
  onClose,
}: {
  open: boolean;
  plan: PaymentPlan | null;
  onClose: () => void;
}) {
  const { notify } = useShellServices();
  const create = useCreatePlan();
  const update = useUpdatePlan();
  const [form, setForm] = useState<PlanForm>(plan ? planToForm(plan) : EMPTY_PLAN_FORM);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const change = (patch: Partial<PlanForm>) => setForm((f) => ({ ...f, ...patch }));
  const set = (key: keyof PlanForm) => (e: { target: { value: string } }) =>
    change({ [key]: e.target.value });

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const result = planFromForm(form);
    if (!result.ok) return setErrors(result.errors);
    setErrors({});
    try {
      const saved = plan
        ? await update.mutateAsync({ id: plan.id, patch: result.plan })
        : await create.mutateAsync(result.plan);
      notify({ title: plan ? 'Plan saved' : 'Plan created', description: saved.name });
      onClose();
    } catch (error) {
      const fields = errorFields(error);
      setErrors(Object.keys(fields).length ? fields : { _: errorText(error) });
    }
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={plan ? `Edit ${plan.name}` : 'New plan'}
      description="What clients see when they choose how to pay."
    >
      <form
        onSubmit={(e) => void submit(e)}
        noValidate
        aria-label={plan ? 'Edit plan' : 'New plan'}
      >
        {errors._ && <Alert variant="error">{errors._}</Alert>}
        <Field
          label="Name"
          value={form.name}
          maxLength={80}
          onChange={set('name')}
          error={errors.name}
          data-autofocus
          required
        />
        <TextareaField
          label="Description (optional)"
          rows={3}
          value={form.description}
          onChange={set('description')}
          error={errors.description}
        />
        <TextareaField
          label="What is included (optional)"
          hint="One item per line, up to 12."
          rows={4}
          value={form.features}
          onChange={set('features')}
          error={errors.features}
        />
        <div className="coach-form-grid">
          <Field
            label="Price"
            inputMode="decimal"
            placeholder="49.00"
            value={form.price}
            onChange={set('price')}
            error={errors.priceMinor}
            required
          />
          <SelectField
            label="Currency"
            options={CURRENCIES.map((c) => ({ value: c, label: c }))}
            value={form.currency}
            onChange={set('currency')}
            error={errors.currency}
          />
        </div>
        <PlanBillingFields form={form} errors={errors} onChange={change} />
        <Field
          label="Free trial days (optional)"
          hint="Up to 90 days before the first payment. Leave empty for none."
          type="number"
          inputMode="numeric"
          min={0}
          max={90}
          value={form.trialDays}
          onChange={set('trialDays')}
          error={errors.trialDays}
        />
        <div className="coach-form-actions">
          <Button variant="ghost" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={create.isPending || update.isPending}>
            {plan ? 'Save plan' : 'Create plan'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
