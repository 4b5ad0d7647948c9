import {
  MEASUREMENT_LABELS,
  MEASUREMENT_SITES,
  RANGES,
  SCORES,
  SCORE_HINT,
  SCORE_KEYS,
} from '@wellness/contracts';
import { Field, TextareaField } from '@wellness/ui';
import { LengthField, ScoreField, WeightField, YesNo } from '../../components/fields';
import type { Units } from '../../lib/units';
import type { CheckinForm } from './form-model';

/** The questions of the weekly check-in, in her units. */
export function CheckinFields({
  form,
  set,
  errors: e,
  units,
  cycleTracking,
}: {
  form: CheckinForm;
  set: (patch: Partial<CheckinForm>) => void;
  errors: Record<string, string>;
  units: Units;
  cycleTracking: boolean;
}) {
  return (
    <>
      <section className="mc-form__section" aria-labelledby="checkin-body">
        <h3 id="checkin-body">Weight and measurements</h3>
        <WeightField
          label="Your weight this week"
          name="weight"
          unit={units.weight}
          value={form.weight}
          onChange={(weight) => set({ weight })}
          error={e.weightKg}
          hint="First thing in the morning, after the loo and before breakfast, is best."
          required
        />
        <details
          className="mc-checkin__measures"
          open={MEASUREMENT_SITES.some((s) => form.measurements[s] || e[`measurementsCm.${s}`])}
        >
          <summary>Measurements (optional)</summary>
          <div className="mc-checkin__measure-grid">
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
        </details>
      </section>

      <section className="mc-form__section" aria-labelledby="checkin-scores">
        <h3 id="checkin-scores">How was your week?</h3>
        <p className="mc-muted">{SCORE_HINT}.</p>
        {SCORE_KEYS.map((key) => (
          <ScoreField
            key={key}
            name={`score-${key}`}
            label={SCORES[key].label}
            low={SCORES[key].low}
            high={SCORES[key].high}
            value={form.scores[key]}
            onChange={(value) => set({ scores: { ...form.scores, [key]: value } })}
            error={e[`scores.${key}`]}
          />
        ))}
      </section>

      <section className="mc-form__section" aria-labelledby="checkin-habits">
        <h3 id="checkin-habits">Training and habits</h3>
        <div className="mc-pair__inputs">
          <Field
            label="Workouts done"
            name="workoutsDone"
            inputMode="numeric"
            value={form.workoutsDone}
            onChange={(ev) => set({ workoutsDone: ev.target.value })}
            error={e.workoutsDone}
          />
          <Field
            label="Workouts planned"
            name="workoutsPlanned"
            inputMode="numeric"
            value={form.workoutsPlanned}
            onChange={(ev) => set({ workoutsPlanned: ev.target.value })}
            error={e.workoutsPlanned}
          />
        </div>
        <Field
          label="Nutrition adherence (%)"
          name="adherencePercent"
          inputMode="numeric"
          value={form.adherencePercent}
          onChange={(ev) => set({ adherencePercent: ev.target.value })}
          error={e.adherencePercent}
          hint="Roughly how much of the week you ate to plan, from 0 to 100"
        />
        <Field
          label="Average daily steps"
          name="steps"
          inputMode="numeric"
          value={form.steps}
          onChange={(ev) => set({ steps: ev.target.value })}
          error={e.steps}
        />
        <Field
          label="Water a day (litres)"
          name="waterLitres"
          inputMode="decimal"
          value={form.waterLitres}
          onChange={(ev) => set({ waterLitres: ev.target.value })}
          error={e.waterLitres}
        />
        {cycleTracking && (
          <YesNo
            legend="Did you have your period this week?"
            name="hadPeriod"
            value={form.hadPeriod}
            onChange={(hadPeriod) => set({ hadPeriod })}
            error={e.hadPeriod}
            hint="Water weight around your period is normal: we mark these weeks on your charts."
          />
        )}
      </section>

      <section className="mc-form__section" aria-labelledby="checkin-words">
        <h3 id="checkin-words">In your own words</h3>
        <TextareaField
          label="Your biggest win this week"
          value={form.win}
          onChange={(ev) => set({ win: ev.target.value })}
          error={e.win}
          maxLength={RANGES.text.max}
        />
        <TextareaField
          label="Your biggest struggle"
          value={form.struggle}
          onChange={(ev) => set({ struggle: ev.target.value })}
          error={e.struggle}
          maxLength={RANGES.text.max}
        />
        <TextareaField
          label="Questions for your coach"
          value={form.questions}
          onChange={(ev) => set({ questions: ev.target.value })}
          error={e.questions}
          maxLength={RANGES.text.max}
        />
      </section>
    </>
  );
}
