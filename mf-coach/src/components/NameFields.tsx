import { Field } from '@wellness/ui';

type NameKey = 'firstName' | 'lastName';

interface NameFieldsProps {
  values: Record<NameKey, string>;
  errors: Partial<Record<string, string>>;
  onChange: (key: NameKey) => (e: { target: { value: string } }) => void;
}

/** First and last name side by side, as every person form in the coach area asks for them. */
export function NameFields({ values, errors, onChange }: NameFieldsProps) {
  return (
    <div className="coach-form-grid">
      <Field
        label="First name"
        value={values.firstName}
        onChange={onChange('firstName')}
        error={errors.firstName}
        autoComplete="off"
        required
      />
      <Field
        label="Last name"
        value={values.lastName}
        onChange={onChange('lastName')}
        error={errors.lastName}
        autoComplete="off"
        required
      />
    </div>
  );
}
