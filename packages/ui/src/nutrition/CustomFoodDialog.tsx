import { useState } from 'react';
import { FOOD_GROUPS, FOOD_LIMITS } from '@wellness/contracts';
import type { Food } from '@wellness/contracts';
import { Alert } from '../Alert';
import { Field } from '../Input';
import { SelectField } from '../Select';
import type { NutritionApi } from './api';
import { NUMBER_FIELDS, customFoodBody, emptyCustomFood } from './custom-food';
import type { CustomFields } from './custom-food';
import { FormDialog } from './FormDialog';
import { errorMessage, errorStatus, fieldErrorsFrom } from './server-errors';
import { useSubmission } from './use-submission';

/** "Add a custom food": its values per 100 g, checked by the server (400 names the field). */
export function CustomFoodDialog({
  api,
  initialName,
  onClose,
  onCreated,
}: {
  api: NutritionApi;
  initialName: string;
  onClose: () => void;
  onCreated: (food: Food) => void;
}) {
  const [fields, setFields] = useState<CustomFields>(() => emptyCustomFood(initialName));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { busy, error: formError, run } = useSubmission();
  const set = (key: keyof CustomFields, value: string) => {
    setFields((f) => ({ ...f, [key]: value }));
    setErrors(({ [key]: _, ...rest }) => rest);
  };
  const submit = () =>
    run(
      async () => onCreated(await api.createFood(customFoodBody(fields))),
      (error) => {
        const found = fieldErrorsFrom(error);
        if (errorStatus(error) !== 400 || Object.keys(found).length === 0)
          return errorMessage(error, 'We could not add the food. Please try again.');
        setErrors(found);
        return null;
      },
    );
  return (
    <FormDialog
      title="Add a custom food"
      description="Values per 100 g, as on the packet. It is marked as custom wherever it is shown."
      submitLabel="Add the food"
      busy={busy}
      onClose={onClose}
      onSubmit={submit}
    >
      {formError && <Alert variant="error">{formError}</Alert>}
      {errors._ && <Alert variant="error">{errors._}</Alert>}
      <Field
        label="Name"
        value={fields.name}
        onChange={(e) => set('name', e.target.value)}
        error={errors.name}
        maxLength={FOOD_LIMITS.name.max}
        data-autofocus
      />
      <SelectField
        label="Food group"
        value={fields.group}
        onChange={(e) => set('group', e.target.value)}
        error={errors.group}
        options={[
          { value: '', label: 'Choose a group' },
          ...FOOD_GROUPS.map((g) => ({ value: g, label: g })),
        ]}
      />
      <div className="ui-nutri-form__grid">
        {NUMBER_FIELDS.map(({ key, label, optional }) => (
          <Field
            key={key}
            label={optional ? `${label} (optional)` : label}
            inputMode="decimal"
            value={fields[key]}
            onChange={(e) => set(key, e.target.value)}
            error={errors[key]}
          />
        ))}
      </div>
    </FormDialog>
  );
}
