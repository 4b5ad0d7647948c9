import { useEffect, useRef, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router-dom';
import {
  HEALTH_CONSENT,
  ONBOARDING_MISSING_MESSAGES,
  onboardingStateSchema,
} from '@wellness/contracts';
import type { OnboardingRequirement, OnboardingState, OnboardingUpdate } from '@wellness/contracts';
import { Alert, Button, PageSpinner, buttonClass, useShellServices } from '@wellness/ui';
import { API, KEYS, useOnboarding, useRefreshWeek, useUnits } from '../../api';
import { QueryFailure } from '../../components/QueryFailure';
import { errorBodyValue, errorFields, errorStatus, errorText } from '../../lib/errors';
import type { Units } from '../../lib/units';
import { StepFields } from './StepFields';
import {
  STEPS,
  consentMessage,
  formFromState,
  reexpress,
  resumeStep,
  stepOfField,
  stepPayload,
} from './steps';
import type { OnboardingForm } from './steps';
import '../../components/client.css';
import './onboarding.css';

/** `/onboarding`: her intake, one short step at a time, saved on the server after each step. */
export function OnboardingPage() {
  const onboarding = useOnboarding();
  if (onboarding.isPending) return <PageSpinner label="Loading your onboarding" />;
  if (onboarding.isError) {
    if (errorStatus(onboarding.error) === 404)
      return (
        <Alert variant="info" title="Not quite ready">
          <p>{errorText(onboarding.error)}</p>
        </Alert>
      );
    return (
      <QueryFailure
        title="We couldn't load your onboarding"
        error={onboarding.error}
        retry={onboarding.refetch}
      />
    );
  }
  return <OnboardingWizard initial={onboarding.data} />;
}

const dateTime = (iso: string) =>
  new Date(iso).toLocaleString('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });

function OnboardingWizard({ initial }: { initial: OnboardingState }) {
  const { apiRequest, notify } = useShellServices();
  const queryClient = useQueryClient();
  const refreshWeek = useRefreshWeek();
  const navigate = useNavigate();
  const [units, setUnitsPreference] = useUnits();
  const [saved, setSaved] = useState(initial);
  const [form, setForm] = useState<OnboardingForm>(() => formFromState(initial, units));
  const [index, setIndex] = useState(() => resumeStep(initial));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [missing, setMissing] = useState<OnboardingRequirement[]>([]);
  const [consentTicked, setConsentTicked] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);

  const step = STEPS[index];
  const last = index === STEPS.length - 1;
  const consentNeeded = consentMessage(saved);
  const blockedByConsent = step.health && consentNeeded !== null;

  useEffect(() => {
    if (moved.current) headingRef.current?.focus();
    moved.current = true;
  }, [index]);

  const goTo = (next: number) => {
    setErrors({});
    setProblem(null);
    setIndex(Math.max(0, Math.min(STEPS.length - 1, next)));
  };
  const set = (patch: Partial<OnboardingForm>) => setForm((f) => ({ ...f, ...patch }));
  const setUnits = (next: Units) => {
    setForm((f) => reexpress(f, units, next, saved));
    setUnitsPreference(next);
  };
  const stored = (state: OnboardingState) => {
    setSaved(state);
    queryClient.setQueryData(KEYS.onboarding, state);
  };

  const save = useMutation({
    mutationFn: async (payload: OnboardingUpdate) =>
      onboardingStateSchema.parse(await apiRequest('PUT', API.onboarding, payload)),
  });
  const complete = useMutation({
    mutationFn: async () =>
      onboardingStateSchema.parse(await apiRequest('POST', API.onboardingComplete)),
  });
  const busy = save.isPending || complete.isPending;

  const finish = async () => {
    try {
      const state = await complete.mutateAsync();
      stored(state);
      setMissing([]);
      await refreshWeek();
      notify({ title: 'Onboarding complete', description: 'Now for your first check-in.' });
      void navigate('/checkin');
    } catch (error) {
      const list = errorBodyValue(error, 'missing');
      setMissing(Array.isArray(list) ? (list as OnboardingRequirement[]) : []);
      setProblem(errorText(error));
    }
  };

  const submitStep = async () => {
    setProblem(null);
    if (step.key === 'consent' && !consentTicked && saved.consent.given && !consentNeeded) {
      goTo(index + 1);
      return;
    }
    if (blockedByConsent) {
      setProblem(consentNeeded);
      return;
    }
    const result = stepPayload(step.key, form, units, saved, consentTicked);
    if (!result.ok) {
      setErrors(result.fields);
      setProblem('Please check the answers marked below.');
      return;
    }
    try {
      const state = await save.mutateAsync(result.payload);
      stored(state);
      setErrors({});
      if (step.key === 'consent') {
        setConsentTicked(false);
        void queryClient.invalidateQueries({ queryKey: KEYS.consent });
      }
      if (last) await finish();
      else goTo(index + 1);
    } catch (error) {
      setErrors(errorFields(error));
      setProblem(errorText(error));
    }
  };

  return (
    <div className="mc-onboarding">
      {saved.completedAt && (
        <Alert variant="success" title="You have finished onboarding">
          <p>You can change your answers here at any time.</p>
          <Link to="/checkin">Go to your check-in</Link>
        </Alert>
      )}
      <div className="mc-onboarding__progress">
        <p id="onboarding-progress-label">
          Step {index + 1} of {STEPS.length}
        </p>
        <progress
          max={STEPS.length}
          value={index + 1}
          aria-labelledby="onboarding-progress-label"
        />
        <ol className="mc-onboarding__steps">
          {STEPS.map((s, i) => (
            <li key={s.key} aria-current={i === index ? 'step' : undefined}>
              {s.title}
            </li>
          ))}
        </ol>
      </div>

      <form
        className="mc-form"
        noValidate
        aria-labelledby="onboarding-step-title"
        onSubmit={(ev) => {
          ev.preventDefault();
          if (!busy) void submitStep();
        }}
      >
        <h2
          id="onboarding-step-title"
          ref={headingRef}
          tabIndex={-1}
          className="mc-onboarding__title"
        >
          {step.title}
        </h2>

        {step.key === 'consent' && saved.consent.given && !consentNeeded && (
          <Alert variant="success" title="Thank you, you have agreed">
            <p>
              You agreed on {dateTime(saved.consent.givenAt ?? '')}. You can read or withdraw this
              in <Link to="/profile-settings">profile settings</Link>.
            </p>
          </Alert>
        )}
        {blockedByConsent && (
          <Alert variant="warning" title="We can't save this step yet">
            <p>{consentNeeded}</p>
            <div className="mc-form__actions">
              <Button size="sm" onClick={() => goTo(STEPS.findIndex((s) => s.key === 'consent'))}>
                Read and agree
              </Button>
              <Button size="sm" variant="outline" onClick={() => goTo(index + 1)} disabled={last}>
                Skip this step for now
              </Button>
            </div>
          </Alert>
        )}
        {problem && !blockedByConsent && (
          <Alert variant="error" title={problem}>
            {missing.length > 0 && (
              <ul className="mc-onboarding__missing">
                {missing.map((field) => (
                  <li key={field}>
                    <button
                      type="button"
                      className="mc-link-button"
                      onClick={() => goTo(stepOfField(field))}
                    >
                      {ONBOARDING_MISSING_MESSAGES[field] ?? field}
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </Alert>
        )}

        {!(step.key === 'consent' && saved.consent.given && !consentNeeded) && (
          <div className="mc-form__section">
            <StepFields
              step={step.key}
              form={form}
              set={set}
              errors={errors}
              units={units}
              setUnits={setUnits}
              consentTicked={consentTicked}
              setConsentTicked={setConsentTicked}
            />
          </div>
        )}

        <div className="mc-form__actions">
          {index > 0 && (
            <Button variant="outline" onClick={() => goTo(index - 1)} disabled={busy}>
              Back
            </Button>
          )}
          <Button type="submit" loading={busy}>
            {last
              ? 'Save and finish'
              : step.key === 'consent' && !(saved.consent.given && !consentNeeded)
                ? 'Agree and continue'
                : 'Save and continue'}
          </Button>
          {step.key === 'consent' && consentNeeded && (
            <Button variant="ghost" onClick={() => goTo(index + 1)} disabled={busy}>
              Continue without agreeing
            </Button>
          )}
        </div>
        {step.key === 'consent' && (
          <p className="mc-muted">Consent text version {HEALTH_CONSENT.version}.</p>
        )}
      </form>
      {saved.completedAt && (
        <p>
          <Link to="/checkin" className={buttonClass('secondary', 'sm')}>
            Check in now
          </Link>
        </p>
      )}
    </div>
  );
}
