import {
  ACTIVITY_LEVELS,
  ALLERGIES,
  DIET_PREFERENCES,
  ONBOARDING_GOALS,
  formatLength,
  formatWeight,
} from '@wellness/contracts';
import type { NutritionProfile } from '@wellness/contracts';

// Her onboarding answers that matter to nutrition, as staff read them (labels, never codes).

const NOT_ANSWERED = 'Not answered';

/** A diet preference's badge ("Vegetarian"; 'other' as "Other diet"). */
export const dietLabel = (code: string): string =>
  code === 'other' ? 'Other diet' : ((DIET_PREFERENCES as Record<string, string>)[code] ?? code);

/** An allergy's badge ("Nut allergy"; 'other' as "Other allergy"). */
export const allergyLabel = (code: string): string =>
  code === 'other' ? 'Other allergy' : ((ALLERGIES as Record<string, string>)[code] ?? code);

const listed = (labels: string[], other: string | null) => {
  const all = [...labels, ...(other?.trim() ? [other.trim()] : [])];
  return all.length ? all.join(', ') : 'None';
};

/** A weight in kg, and in her units too when she uses stones ("78.4 kg (12 st 4.8 lb)"). */
export function staffWeight(kg: number | null, unit: NutritionProfile['weightUnit']): string {
  if (kg === null) return NOT_ANSWERED;
  const metric = formatWeight(kg, 'kg');
  return unit === 'st' ? `${metric} (${formatWeight(kg, 'st')})` : metric;
}

/** Pregnant or breastfeeding, in words; null when neither. */
export function feedingCaution(
  p: Pick<NutritionProfile, 'pregnant' | 'breastfeeding' | 'weeksSinceBirth'>,
): string | null {
  if (p.pregnant) return 'Pregnant';
  if (p.breastfeeding)
    return p.weeksSinceBirth === null
      ? 'Breastfeeding'
      : `Breastfeeding (${p.weeksSinceBirth} week${p.weeksSinceBirth === 1 ? '' : 's'} since the birth)`;
  return null;
}

export interface ProfileFact {
  term: string;
  value: string;
  attention?: boolean;
}

/** Her answers as rows for a FactList. */
export function nutritionProfileFacts(p: NutritionProfile): ProfileFact[] {
  const goals = [
    ...p.goals.map((g) => (ONBOARDING_GOALS as Record<string, string>)[g] ?? g),
    ...(p.goalsOwnWords?.trim() ? [p.goalsOwnWords.trim()] : []),
  ];
  const caution = feedingCaution(p);
  return [
    { term: 'Goals', value: goals.join('; ') || NOT_ANSWERED },
    { term: 'Weight', value: staffWeight(p.weightKg, p.weightUnit) },
    {
      term: 'Target weight',
      value: p.targetWeightKg === null ? 'None given' : staffWeight(p.targetWeightKg, p.weightUnit),
    },
    { term: 'Height', value: p.heightCm === null ? NOT_ANSWERED : formatLength(p.heightCm, 'cm') },
    { term: 'Age', value: p.ageYears === null ? NOT_ANSWERED : `${p.ageYears}` },
    {
      term: 'Activity',
      value: p.activityLevel
        ? ((ACTIVITY_LEVELS as Record<string, string>)[p.activityLevel] ?? p.activityLevel)
        : NOT_ANSWERED,
    },
    {
      term: 'Diet',
      value: listed(p.diet.filter((d) => d !== 'other').map(dietLabel), p.dietOther),
    },
    {
      term: 'Allergies',
      value: listed(p.allergies.filter((a) => a !== 'other').map(allergyLabel), p.allergiesOther),
      attention: p.allergies.length > 0 || Boolean(p.allergiesOther?.trim()),
    },
    { term: 'Medical conditions', value: p.medicalConditions?.trim() || 'None given' },
    { term: 'Medications', value: p.medications?.trim() || 'None given' },
    {
      term: 'Pregnancy and breastfeeding',
      value: caution ?? 'Neither',
      attention: caution !== null,
    },
  ];
}
