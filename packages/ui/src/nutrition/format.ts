import { NUTRIENT_KEYS, TARGET_RANGES, suggestTargets } from '@wellness/contracts';
import type {
  ActivityLevel,
  NutrientKey,
  Nutrients,
  NutritionProfile,
  Suggestion,
  TargetStatus,
} from '@wellness/contracts';
import { ACTIVITY_FACTORS } from '@wellness/contracts';

// Numbers as the editor shows them (en-GB), and the suggestion made from her profile.

// One formatter per number of decimals: `toLocaleString` with options builds a new one on every call,
// and the totals format a few dozen numbers on every keystroke (issue 16).
const formatters = new Map<number, Intl.NumberFormat>();

export function formatNumber(value: number, decimals = 0): string {
  let format = formatters.get(decimals);
  if (!format) {
    format = new Intl.NumberFormat('en-GB', { maximumFractionDigits: decimals });
    formatters.set(decimals, format);
  }
  return format.format(value);
}

/** A nutrient amount with its unit: "1,520 kcal", "82 g". */
export const formatNutrient = (key: NutrientKey | 'waterLitres', value: number) =>
  `${formatNumber(value, key === 'energyKcal' ? 0 : key === 'waterLitres' ? 1 : 0)} ${TARGET_RANGES[key].unit}`;

export const NUTRIENT_SHORT: Record<NutrientKey, string> = {
  energyKcal: 'Energy',
  proteinG: 'Protein',
  carbohydrateG: 'Carbs',
  fatG: 'Fat',
  fibreG: 'Fibre',
};

/** "520 kcal · protein 30 g · carbs 50 g · fat 20 g · fibre 5 g". */
export function nutrientLine(total: Nutrients): string {
  return NUTRIENT_KEYS.map((key) =>
    key === 'energyKcal'
      ? formatNutrient(key, total[key])
      : `${NUTRIENT_SHORT[key].toLowerCase()} ${formatNutrient(key, total[key])}`,
  ).join(' · ');
}

export const STATUS_WORDS: Record<TargetStatus, string> = {
  green: 'on target',
  amber: 'close to target',
  red: 'off target',
};

export const formatDate = (iso: string) =>
  new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });

export interface SuggestionChoice {
  deficitKcal: number;
  proteinPerKg: number;
}

/** What her profile lacks for a suggestion, in words ([] when it is complete). */
export function suggestionGaps(profile: NutritionProfile): string[] {
  const gaps: string[] = [];
  if (profile.weightKg === null) gaps.push('her weight');
  if (profile.heightCm === null) gaps.push('her height');
  if (profile.ageYears === null) gaps.push('her age');
  if (!profile.activityLevel || !(profile.activityLevel in ACTIVITY_FACTORS))
    gaps.push('how active she is');
  return gaps;
}

/** The suggested starting targets from her profile, or null when it lacks what they need. */
export function suggestionFor(
  profile: NutritionProfile,
  choice: SuggestionChoice,
): Suggestion | null {
  if (suggestionGaps(profile).length > 0) return null;
  return suggestTargets({
    weightKg: profile.weightKg as number,
    heightCm: profile.heightCm as number,
    ageYears: profile.ageYears as number,
    activityLevel: profile.activityLevel as ActivityLevel,
    goalWeightKg: profile.targetWeightKg,
    deficitKcal: choice.deficitKcal,
    proteinPerKg: choice.proteinPerKg,
    pregnant: profile.pregnant,
    breastfeeding: profile.breastfeeding,
  });
}

export const clientName = (profile: Pick<NutritionProfile, 'firstName' | 'lastName'>) =>
  `${profile.firstName} ${profile.lastName}`.trim();
