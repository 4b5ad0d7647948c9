import { useEffect, useId, useRef, useState } from 'react';
import type { FormEvent, ReactNode } from 'react';
import { DISCOVERY_CALL_TIMES, DISCOVERY_GOALS, DISCOVERY_HEARD_FROM } from '@wellness/contracts';
import type { ApiRequest, BrandConfig, DiscoveryField, Utm } from '@wellness/contracts';
import { Alert, Button, Field } from '@wellness/ui';
import { EMPTY_FORM, fieldErrorsFrom, firstInvalid, toRequest, validate } from './form-model';
import type { DiscoveryFormValues, FieldErrors } from './form-model';

export interface DiscoveryFormProps {
  brand: BrandConfig;
  /** The shell's API client; absent while the page is prerendered. */
  apiRequest?: ApiRequest;
  readUtm: () => Utm | undefined;
}

const fieldId = (field: DiscoveryField) => `discovery-${field}`;

function ChoiceGroup({
  field,
  legend,
  hint,
  options,
  selected,
  error,
  onToggle,
}: {
  field: DiscoveryField;
  legend: string;
  hint?: string;
  options: Record<string, string>;
  selected: string[];
  error?: string;
  onToggle: (key: string, on: boolean) => void;
}) {
  const errorId = `${fieldId(field)}-error`;
  const hintId = `${fieldId(field)}-hint`;
  return (
    <fieldset
      id={fieldId(field)}
      tabIndex={-1}
      className="mk-choices"
      aria-describedby={[hint && hintId, error && errorId].filter(Boolean).join(' ') || undefined}
      data-invalid={error ? '' : undefined}
    >
      <legend className="ui-label">{legend}</legend>
      {hint && (
        <p id={hintId} className="ui-field__hint">
          {hint}
        </p>
      )}
      <div className="mk-choices__list">
        {Object.entries(options).map(([key, label]) => (
          <label key={key} className="mk-check">
            <input
              type="checkbox"
              name={field}
              value={key}
              checked={selected.includes(key)}
              onChange={(e) => onToggle(key, e.target.checked)}
            />
            <span>{label}</span>
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className="ui-field__error" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}

function Success({ brand, firstName }: { brand: BrandConfig; firstName: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="ui-card mk-success" aria-labelledby="discovery-success">
      <h2 id="discovery-success" tabIndex={-1} ref={heading}>
        Thank you, {firstName}! Your request is in.
      </h2>
      <p>Here is what happens next:</p>
      <ol className="mk-steps">
        <li>
          <strong>Check your inbox.</strong> We have just sent you an email confirming your request.
        </li>
        <li>
          <strong>Coach {brand.coachName} reads your answers</strong> personally and gets in touch
          to arrange a time that suits you.
        </li>
        <li>
          <strong>Your free discovery call:</strong> about 20 to 30 minutes to talk about your goals
          and whether coaching is right for you. No obligation, no pressure.
        </li>
      </ol>
    </section>
  );
}

/** The discovery-call form: field-level messages, one request, a clear success screen. */
export function DiscoveryForm({ brand, apiRequest, readUtm }: DiscoveryFormProps) {
  const [values, setValues] = useState<DiscoveryFormValues>(EMPTY_FORM);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [formError, setFormError] = useState<ReactNode>(null);
  const [sending, setSending] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const privacyId = useId();
  // Prerendered, the form waits for its script: no native submission, no typing that would be lost.
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);

  const set = <K extends keyof DiscoveryFormValues>(key: K, value: DiscoveryFormValues[K]) => {
    const next = { ...values, [key]: value };
    setValues(next);
    // After a first attempt, messages follow the fields as she corrects them.
    if (submitted) setErrors(validate(next));
  };
  const toggle = (key: 'goals' | 'preferredTimes') => (option: string, on: boolean) =>
    set(key, on ? [...values[key], option] : values[key].filter((v) => v !== option));
  const blur = (field: DiscoveryField) => () => {
    const message = validate(values)[field];
    if (values[field as keyof DiscoveryFormValues] === EMPTY_FORM[field] && !submitted) return;
    setErrors((e) => ({ ...e, [field]: message }));
  };

  const focusField = (field: DiscoveryField | undefined) => {
    if (!field) return;
    const el = document.getElementById(fieldId(field));
    el?.focus();
  };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmitted(true);
    setFormError(null);
    const found = validate(values);
    setErrors(found);
    if (firstInvalid(found)) {
      focusField(firstInvalid(found));
      return;
    }
    if (!apiRequest) return;
    setSending(true);
    try {
      await apiRequest('POST', '/api/discovery', toRequest(values, readUtm()));
      setDone(values.firstName.trim());
      window.scrollTo({ top: 0 });
    } catch (error) {
      const { status, body } = error as { status?: number; body?: Record<string, unknown> };
      const fromApi = fieldErrorsFrom(body?.fields);
      if (status === 400 && firstInvalid(fromApi)) {
        setErrors(fromApi);
        focusField(firstInvalid(fromApi));
      } else if (status === 429) {
        setFormError(
          `${typeof body?.error === 'string' ? body.error : 'Too many requests.'} If it's urgent, message Coach ${brand.coachName} on social media.`,
        );
      } else {
        setFormError(
          'We could not send your request just now. Please check your connection and try again.',
        );
      }
    } finally {
      setSending(false);
    }
  }

  if (done !== null) return <Success brand={brand} firstName={done} />;

  const text = (field: 'firstName' | 'lastName' | 'email' | 'phone') => ({
    id: fieldId(field),
    name: field,
    value: values[field],
    error: errors[field],
    onChange: (e: { target: { value: string } }) => set(field, e.target.value),
    onBlur: blur(field),
  });

  return (
    <form
      className="ui-card mk-form"
      noValidate
      onSubmit={onSubmit}
      aria-label="Discovery call request"
    >
      <p className="mk-form__intro">
        It takes about two minutes. Fields marked <span aria-hidden="true">*</span>
        <span className="ui-visually-hidden">as required</span> are required.
      </p>
      <fieldset className="mk-form__fields" disabled={!ready}>
        {formError && (
          <Alert variant="error" title="Your request was not sent">
            <p>{formError}</p>
          </Alert>
        )}
        <div className="mk-form__row">
          <Field
            label="First name *"
            autoComplete="given-name"
            required
            aria-required="true"
            {...text('firstName')}
          />
          <Field
            label="Last name *"
            autoComplete="family-name"
            required
            aria-required="true"
            {...text('lastName')}
          />
        </div>
        <div className="mk-form__row">
          <Field
            label="Email *"
            type="email"
            inputMode="email"
            autoComplete="email"
            required
            aria-required="true"
            {...text('email')}
          />
          <Field
            label="Phone (optional)"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            hint="If you'd rather we call or message you."
            {...text('phone')}
          />
        </div>
        <ChoiceGroup
          field="goals"
          legend="What would you like to achieve? *"
          hint="Choose all that apply."
          options={DISCOVERY_GOALS}
          selected={values.goals}
          error={errors.goals}
          onToggle={toggle('goals')}
        />
        <div className="ui-field">
          <label className="ui-label" htmlFor={fieldId('challenge')}>
            What is your biggest challenge right now? *
          </label>
          <textarea
            id={fieldId('challenge')}
            name="challenge"
            className="ui-input mk-textarea"
            rows={3}
            maxLength={2000}
            required
            aria-required="true"
            aria-invalid={errors.challenge ? true : undefined}
            aria-describedby={errors.challenge ? `${fieldId('challenge')}-error` : undefined}
            value={values.challenge}
            onChange={(e) => set('challenge', e.target.value)}
            onBlur={blur('challenge')}
          />
          {errors.challenge && (
            <p id={`${fieldId('challenge')}-error`} className="ui-field__error" role="alert">
              {errors.challenge}
            </p>
          )}
        </div>
        <ChoiceGroup
          field="preferredTimes"
          legend="When would you prefer your call? *"
          hint="Choose all that suit you."
          options={DISCOVERY_CALL_TIMES}
          selected={values.preferredTimes}
          error={errors.preferredTimes}
          onToggle={toggle('preferredTimes')}
        />
        <div className="ui-field">
          <label className="ui-label" htmlFor={fieldId('heardFrom')}>
            How did you hear about Coach {brand.coachName}? *
          </label>
          <select
            id={fieldId('heardFrom')}
            name="heardFrom"
            className="ui-input"
            required
            aria-required="true"
            aria-invalid={errors.heardFrom ? true : undefined}
            aria-describedby={errors.heardFrom ? `${fieldId('heardFrom')}-error` : undefined}
            value={values.heardFrom}
            onChange={(e) => set('heardFrom', e.target.value)}
            onBlur={blur('heardFrom')}
          >
            <option value="">Please choose…</option>
            {Object.entries(DISCOVERY_HEARD_FROM).map(([key, label]) => (
              <option key={key} value={key}>
                {label}
              </option>
            ))}
          </select>
          {errors.heardFrom && (
            <p id={`${fieldId('heardFrom')}-error`} className="ui-field__error" role="alert">
              {errors.heardFrom}
            </p>
          )}
        </div>
        {/* Honeypot: invisible to people and assistive technology, tempting to bots. */}
        <div className="mk-hp" aria-hidden="true">
          <label htmlFor="discovery-website">Website</label>
          <input
            id="discovery-website"
            name="website"
            type="text"
            tabIndex={-1}
            autoComplete="off"
            value={values.website}
            onChange={(e) => set('website', e.target.value)}
          />
        </div>
        <div className="ui-field mk-consent">
          <label className="mk-check">
            <input
              id={fieldId('consent')}
              type="checkbox"
              name="consent"
              checked={values.consent}
              required
              aria-required="true"
              aria-invalid={errors.consent ? true : undefined}
              aria-describedby={[privacyId, errors.consent && `${fieldId('consent')}-error`]
                .filter(Boolean)
                .join(' ')}
              onChange={(e) => set('consent', e.target.checked)}
            />
            <span>
              I agree to be contacted by {brand.businessName} about my discovery call, and I have
              read the privacy notice below. *
            </span>
          </label>
          {errors.consent && (
            <p id={`${fieldId('consent')}-error`} className="ui-field__error" role="alert">
              {errors.consent}
            </p>
          )}
          <details className="mk-privacy" id={privacyId}>
            <summary>Privacy notice</summary>
            <p>
              {brand.businessName} uses your answers only to prepare and arrange your discovery call
              and to reply to you. We keep them for up to 12 months if you do not become a client,
              never sell them, and share them with no one outside our coaching team. You can ask us
              at any time to see, correct or delete them by replying to any of our emails.
            </p>
          </details>
        </div>
        <Button type="submit" size="lg" block loading={sending}>
          {sending ? 'Sending…' : 'Request My Free Discovery Call'}
        </Button>
      </fieldset>
    </form>
  );
}
