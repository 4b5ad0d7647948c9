import {
  ACTIVITY_LEVELS,
  ALLERGIES,
  DIET_PREFERENCES,
  ONBOARDING_GOALS,
  SCREENING_QUESTIONS,
  TRAINING_EXPERIENCE,
  TRAINING_PLACES,
  formatLength,
  formatWeight,
} from '@wellness/contracts';
import type { OnboardingState, ScreeningQuestion } from '@wellness/contracts';

const label = (options: Record<string, string>, value: string | null | undefined) =>
  value ? (options[value] ?? value) : 'Not answered';

const list = (
  options: Record<string, string>,
  values: readonly string[],
  other?: string | null,
) => {
  const named = values.filter((v) => v !== 'other').map((v) => options[v] ?? v);
  if (other?.trim()) named.push(other.trim());
  return named.length ? named.join(', ') : 'None';
};

/** The screening questions that matter for food, answered yes. */
const FOOD_SCREENING: readonly ScreeningQuestion[] = [
  'pregnant',
  'givenBirthRecently',
  'breastfeeding',
  'medication',
];

/**
 * The onboarding answers a nutritionist plans with: goals, body, activity, diet and allergies,
 * conditions and medications, pregnancy and breastfeeding, cycle tracking.
 */
export function OnboardingFacts({ onboarding: o }: { onboarding: OnboardingState }) {
  const screeningYes = o.screening
    ? FOOD_SCREENING.filter((key) => o.screening?.[key]).map((key) =>
        key === 'givenBirthRecently' && o.screening?.weeksSinceBirth != null
          ? `Gave birth ${o.screening.weeksSinceBirth} weeks ago`
          : SCREENING_QUESTIONS[key].replace(/^(Are you|Have you)\s*/, '').replace(/\?$/, ''),
      )
    : [];
  const rows: { term: string; value: string }[] = [
    {
      term: 'Goals',
      value:
        [...o.goals.map((g) => label(ONBOARDING_GOALS, g)), o.goalsOwnWords?.trim()]
          .filter(Boolean)
          .join('; ') || 'Not answered',
    },
    {
      term: 'Starting weight',
      value: o.weightKg === null ? 'Not answered' : formatWeight(o.weightKg, 'kg'),
    },
    {
      term: 'Target weight',
      value: o.targetWeightKg === null ? 'None given' : formatWeight(o.targetWeightKg, 'kg'),
    },
    {
      term: 'Height',
      value: o.heightCm === null ? 'Not answered' : formatLength(o.heightCm, 'cm'),
    },
    { term: 'Activity', value: label(ACTIVITY_LEVELS, o.activityLevel) },
    {
      term: 'Training',
      value: `${label(TRAINING_EXPERIENCE, o.trainingExperience)} · ${label(TRAINING_PLACES, o.trainingPlace)}`,
    },
    { term: 'Diet', value: list(DIET_PREFERENCES, o.diet, o.dietOther) },
    { term: 'Allergies', value: list(ALLERGIES, o.allergies, o.allergiesOther) },
    { term: 'Medical conditions', value: o.medicalConditions?.trim() || 'None given' },
    { term: 'Medications', value: o.medications?.trim() || 'None given' },
    {
      term: 'Pregnancy and feeding',
      value: o.screening ? screeningYes.join('; ') || 'Nothing to note' : 'Not answered',
    },
    {
      term: 'Cycle tracking',
      value: o.cycleTracking?.enabled
        ? `Yes${o.cycleTracking.cycleLengthDays ? `, ${o.cycleTracking.cycleLengthDays}-day cycle` : ''}`
        : 'No',
    },
  ];
  return (
    <dl className="nutri-facts">
      {rows.map((row) => (
        <div key={row.term} className="nutri-facts__row">
          <dt>{row.term}</dt>
          <dd>{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}
