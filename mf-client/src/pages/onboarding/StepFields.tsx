import {
  ACTIVITY_LEVELS,
  ALLERGIES,
  CHECKIN_DAYS,
  DIET_PREFERENCES,
  HEALTH_CONSENT,
  LENGTH_UNIT_LABELS,
  MEASUREMENT_LABELS,
  MEASUREMENT_SITES,
  ONBOARDING_GOALS,
  RANGES,
  SCREENING_KEYS,
  SCREENING_QUESTIONS,
  TRAINING_EXPERIENCE,
  TRAINING_PLACES,
  WEIGHT_UNIT_LABELS,
} from '@wellness/contracts';
import type { LengthUnit, WeightUnit } from '@wellness/contracts';
import { Field, SelectField, TextareaField } from '@wellness/ui';
import {
  CheckboxGroup,
  LengthField,
  RadioGroup,
  WeightField,
  YesNo,
} from '../../components/fields';
import type { Units } from '../../lib/units';
import type { OnboardingForm, StepKey } from './steps';

export interface StepFieldsProps {
  step: StepKey;
  form: OnboardingForm;
  set: (patch: Partial<OnboardingForm>) => void;
  errors: Record<string, string>;
  units: Units;
  setUnits: (units: Units) => void;
  consentTicked: boolean;
  setConsentTicked: (ticked: boolean) => void;
}

function timeZones(): string[] {
  try {
    return Intl.supportedValuesOf('timeZone');
  } catch {
    return [
      'Europe/London',
      'Europe/Dublin',
      'Europe/Paris',
      'America/New_York',
      'Australia/Sydney',
    ];
  }
}

const today = () => new Date().toISOString().slice(0, 10);

/** The questions of one onboarding step. */
export function StepFields(props: StepFieldsProps) {
  const { step, form, set, errors: e, units, setUnits } = props;
  switch (step) {
    case 'goals':
      return (
        <>
          <CheckboxGroup
            legend="What would you like to achieve? Choose as many as you like."
            options={ONBOARDING_GOALS}
            value={form.goals}
            onChange={(goals) => set({ goals })}
            error={e.goals}
          />
          <TextareaField
            label="In your own words (optional)"
            value={form.goalsOwnWords}
            onChange={(ev) => set({ goalsOwnWords: ev.target.value })}
            error={e.goalsOwnWords}
            maxLength={RANGES.text.max}
          />
        </>
      );
    case 'consent':
      return (
        <>
          <p className="mc-onboarding__consent-text" id="health-consent-text">
            {HEALTH_CONSENT.text}
          </p>
          <label className="mc-choice">
            <input
              type="checkbox"
              className="ui-checkbox"
              checked={props.consentTicked}
              aria-describedby="health-consent-text"
              aria-invalid={Boolean(e.healthConsent) || undefined}
              onChange={(ev) => props.setConsentTicked(ev.target.checked)}
            />
            <span>I agree to my health information being stored and used as described above</span>
          </label>
          {e.healthConsent && (
            <p className="ui-field__error" role="alert">
              {e.healthConsent}
            </p>
          )}
          <p className="mc-muted">
            Without your agreement we cannot save your measurements, health answers, allergies or
            cycle, and your coach cannot plan safely for you. You can still tell us your goals,
            activity and check-in day.
          </p>
        </>
      );
    case 'body':
      return (
        <>
          <div className="mc-onboarding__units">
            <RadioGroup
              legend="Weigh in"
              name="weight-unit"
              options={WEIGHT_UNIT_LABELS}
              value={units.weight}
              onChange={(weight: WeightUnit) => setUnits({ ...units, weight })}
            />
            <RadioGroup
              legend="Measure in"
              name="length-unit"
              options={LENGTH_UNIT_LABELS}
              value={units.length}
              onChange={(length: LengthUnit) => setUnits({ ...units, length })}
            />
          </div>
          <LengthField
            label="Height"
            name="height"
            unit={units.length}
            value={form.height}
            onChange={(height) => set({ height })}
            error={e.heightCm}
            required
          />
          <Field
            label="Date of birth"
            type="date"
            name="dateOfBirth"
            max={today()}
            value={form.dateOfBirth}
            onChange={(ev) => set({ dateOfBirth: ev.target.value })}
            error={e.dateOfBirth}
            required
          />
          <WeightField
            label="Your weight today"
            name="weight"
            unit={units.weight}
            value={form.weight}
            onChange={(weight) => set({ weight })}
            error={e.weightKg}
            required
          />
          <WeightField
            label="Target weight (optional)"
            name="target-weight"
            unit={units.weight}
            value={form.targetWeight}
            onChange={(targetWeight) => set({ targetWeight })}
            error={e.targetWeightKg}
          />
          <fieldset className="mc-fieldset">
            <legend className="ui-label">Your measurements (optional)</legend>
            <p className="ui-field__hint">
              Measure at the widest point (the narrowest for your waist), with the tape snug but not
              tight.
            </p>
            <div className="mc-onboarding__measures">
              {MEASUREMENT_SITES.map((site) => (
                <LengthField
                  key={site}
                  label={MEASUREMENT_LABELS[site]}
                  name={`measure-${site}`}
                  unit={units.length}
                  value={form.measurements[site]}
                  onChange={(v) => set({ measurements: { ...form.measurements, [site]: v } })}
                  error={e[`measurementsCm.${site}`]}
                />
              ))}
            </div>
          </fieldset>
        </>
      );
    case 'activity':
      return (
        <>
          <RadioGroup
            legend="How active are you day to day?"
            name="activity"
            options={ACTIVITY_LEVELS}
            value={form.activityLevel}
            onChange={(activityLevel) => set({ activityLevel })}
            error={e.activityLevel}
          />
          <RadioGroup
            legend="Your training experience"
            name="experience"
            options={TRAINING_EXPERIENCE}
            value={form.trainingExperience}
            onChange={(trainingExperience) => set({ trainingExperience })}
            error={e.trainingExperience}
          />
          <RadioGroup
            legend="Where will you train?"
            name="place"
            options={TRAINING_PLACES}
            value={form.trainingPlace}
            onChange={(trainingPlace) => set({ trainingPlace })}
            error={e.trainingPlace}
          />
        </>
      );
    case 'health':
      return (
        <>
          {SCREENING_KEYS.map((key) => (
            <div key={key} className="mc-form__section">
              <YesNo
                legend={SCREENING_QUESTIONS[key]}
                name={`screening-${key}`}
                value={form.screening[key]}
                onChange={(answer) => set({ screening: { ...form.screening, [key]: answer } })}
                error={e[`screening.${key}`]}
              />
              {key === 'givenBirthRecently' && form.screening.givenBirthRecently && (
                <Field
                  label="How many weeks ago?"
                  name="weeksSinceBirth"
                  inputMode="numeric"
                  value={form.weeksSinceBirth}
                  onChange={(ev) => set({ weeksSinceBirth: ev.target.value })}
                  error={e['screening.weeksSinceBirth']}
                />
              )}
            </div>
          ))}
          <TextareaField
            label="Any medical conditions (optional)"
            value={form.medicalConditions}
            onChange={(ev) => set({ medicalConditions: ev.target.value })}
            error={e.medicalConditions}
            maxLength={RANGES.text.max}
          />
          <TextareaField
            label="Any medications (optional)"
            value={form.medications}
            onChange={(ev) => set({ medications: ev.target.value })}
            error={e.medications}
            maxLength={RANGES.text.max}
          />
        </>
      );
    case 'diet':
      return (
        <>
          <CheckboxGroup
            legend="How do you eat? (tick any that apply)"
            options={DIET_PREFERENCES}
            value={form.diet}
            onChange={(diet) => set({ diet })}
            error={e.diet}
          />
          {form.diet.includes('other') && (
            <TextareaField
              label="Tell us about how you eat"
              value={form.dietOther}
              onChange={(ev) => set({ dietOther: ev.target.value })}
              error={e.dietOther}
              maxLength={RANGES.text.max}
            />
          )}
          <CheckboxGroup
            legend="Allergies and intolerances (tick any that apply)"
            options={ALLERGIES}
            value={form.allergies}
            onChange={(allergies) => set({ allergies })}
            error={e.allergies}
          />
          {form.allergies.includes('other') && (
            <TextareaField
              label="Which allergies or intolerances?"
              value={form.allergiesOther}
              onChange={(ev) => set({ allergiesOther: ev.target.value })}
              error={e.allergiesOther}
              maxLength={RANGES.text.max}
            />
          )}
        </>
      );
    case 'cycle':
      return (
        <>
          <p className="mc-muted">
            Many women hold a little water around their period, so the scales can jump that week.
            Tracking your cycle lets us mark those weeks on your charts and explain the numbers.
          </p>
          <YesNo
            legend="Would you like to track your cycle?"
            name="cycle"
            value={form.cycleEnabled}
            onChange={(cycleEnabled) => set({ cycleEnabled })}
            error={e.cycleTracking}
          />
          {form.cycleEnabled && (
            <>
              <Field
                label="Your typical cycle length (days)"
                name="cycleLength"
                inputMode="numeric"
                value={form.cycleLengthDays}
                onChange={(ev) => set({ cycleLengthDays: ev.target.value })}
                error={e['cycleTracking.cycleLengthDays']}
                hint="Usually between 21 and 35 days"
              />
              <Field
                label="First day of your last period"
                type="date"
                name="lastPeriodStart"
                max={today()}
                value={form.lastPeriodStart}
                onChange={(ev) => set({ lastPeriodStart: ev.target.value })}
                error={e['cycleTracking.lastPeriodStart']}
              />
            </>
          )}
        </>
      );
    case 'schedule':
      return (
        <>
          <SelectField
            label="Which day would you like to check in?"
            options={Object.entries(CHECKIN_DAYS).map(([value, label]) => ({ value, label }))}
            value={form.checkinDay}
            onChange={(ev) => set({ checkinDay: ev.target.value })}
            error={e.checkinDay}
            hint="We will remind you at 9am that day."
          />
          <SelectField
            label="Your time zone"
            options={timeZones().map((tz) => ({ value: tz, label: tz.replace(/_/g, ' ') }))}
            value={form.timeZone}
            onChange={(ev) => set({ timeZone: ev.target.value })}
            error={e.timeZone}
          />
        </>
      );
  }
}
