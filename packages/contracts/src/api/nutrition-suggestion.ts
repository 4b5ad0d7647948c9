import { roundTo } from '../units';
import { LOW_ENERGY_KCAL, TARGET_RANGES } from './nutrition';
import type { PlanTargets, TargetKey } from './nutrition';
import { ACTIVITY_LEVELS } from './onboarding';
import type { ActivityLevel } from './onboarding';

// The starting targets the plan editor suggests from her profile (issue 16), with the working shown
// so the nutritionist can check every step. Pure arithmetic: no zod, no Node APIs.

export const ACTIVITY_FACTORS: Record<ActivityLevel, number> = {
  sedentary: 1.2,
  light: 1.375,
  moderate: 1.55,
  active: 1.725,
};
export const DEFICIT_CHOICES = [0, 250, 500] as const;
export const DEFAULT_DEFICIT_KCAL = 500;
export const DEFAULT_PROTEIN_PER_KG = 1.6;

/** What pregnancy and breastfeeding add (no deficit in either). */
export const PREGNANCY_EXTRA_KCAL = 300;
export const BREASTFEEDING_EXTRA_KCAL = 330;
export const BREASTFEEDING_EXTRA_WATER_LITRES = 0.7;
export const SUGGESTED_FIBRE_G = 30;
export const WATER_ML_PER_KG = 35;
/** The share of energy suggested as fat, in per cent. */
export const FAT_PERCENT = 30;

export const SUGGESTION_CAUTIONS = {
  pregnant:
    'Pregnant: no deficit. Energy is maintenance plus 300 kcal (second and third trimesters); check with her midwife or GP.',
  breastfeeding:
    'Breastfeeding: no deficit, so that her milk supply is protected. Energy is maintenance plus 330 kcal and water 0.7 litres more; check with her midwife, health visitor or GP.',
} as const;

export interface SuggestionInput {
  weightKg: number;
  heightCm: number;
  ageYears: number;
  activityLevel: ActivityLevel;
  goalWeightKg?: number | null;
  deficitKcal: number;
  proteinPerKg: number;
  pregnant: boolean;
  breastfeeding: boolean;
}

export interface Suggestion {
  targets: PlanTargets;
  /** Unrounded, as the formula gives it. */
  bmrKcal: number;
  activityFactor: number;
  /** Unrounded: BMR × the activity factor. */
  maintenanceKcal: number;
  /** The deficit taken off: the one chosen, or 0 when she is pregnant or breastfeeding. */
  deficitKcal: number;
  /** Pregnancy or breastfeeding, in words (null when neither). */
  caution: string | null;
  /** Each step with its numbers, in order. */
  working: string[];
}

const number = (value: number, decimals = 0) =>
  value.toLocaleString('en-GB', { maximumFractionDigits: decimals });
const kcal = (value: number) => `${number(value)} kcal`;
const roundToTen = (value: number) => Math.round(value / 10) * 10;
/** "Lightly active" from "Lightly active (some walking, the school run)". */
const activityName = (level: ActivityLevel) => ACTIVITY_LEVELS[level].replace(/\s*\(.*$/, '');

/** Keeps a target inside {@link TARGET_RANGES}, saying so when it moves. */
function withinRange(key: TargetKey, value: number, working: string[]): number {
  const { min, max, label, unit } = TARGET_RANGES[key];
  if (value < min) working.push(`${label}: raised to ${number(min, 1)} ${unit}, the lowest target`);
  if (value > max)
    working.push(`${label}: lowered to ${number(max, 1)} ${unit}, the highest target`);
  return Math.min(max, Math.max(min, value));
}

/**
 * Her suggested daily targets, from Mifflin–St Jeor for women × her activity, less the deficit
 * (none in pregnancy or breastfeeding), never under {@link LOW_ENERGY_KCAL}; each target kept
 * inside {@link TARGET_RANGES}, so the suggestion always passes `planTargetsSchema`.
 */
export function suggestTargets(input: SuggestionInput): Suggestion {
  const { weightKg, heightCm, ageYears, pregnant, breastfeeding } = input;
  const working: string[] = [];

  const bmrKcal = 10 * weightKg + 6.25 * heightCm - 5 * ageYears - 161;
  working.push(
    `BMR (Mifflin–St Jeor): 10 × ${number(weightKg, 1)} kg + 6.25 × ${number(heightCm, 1)} cm − 5 × ${number(ageYears)} − 161 = ${kcal(bmrKcal)}`,
  );

  const activityFactor = ACTIVITY_FACTORS[input.activityLevel];
  const maintenanceKcal = bmrKcal * activityFactor;
  working.push(
    `Activity: × ${activityFactor} (${activityName(input.activityLevel)}) = ${kcal(maintenanceKcal)}`,
  );

  const noDeficit = pregnant || breastfeeding;
  const deficitKcal = noDeficit ? 0 : input.deficitKcal;
  let energy: number;
  if (noDeficit) {
    const extras = [
      ...(pregnant ? [PREGNANCY_EXTRA_KCAL] : []),
      ...(breastfeeding ? [BREASTFEEDING_EXTRA_KCAL] : []),
    ];
    const why =
      pregnant && breastfeeding
        ? 'Pregnancy and breastfeeding'
        : pregnant
          ? 'Pregnancy'
          : 'Breastfeeding';
    energy = roundToTen(maintenanceKcal + extras.reduce((sum, extra) => sum + extra, 0));
    const added = extras.map((extra) => `+ ${kcal(extra)}`).join(' ');
    working.push(`${why}: no deficit, ${added} = ${kcal(energy)} (to the nearest 10)`);
  } else {
    energy = roundToTen(maintenanceKcal - deficitKcal);
    const taken = deficitKcal > 0 ? `− ${kcal(deficitKcal)}` : 'none';
    working.push(`Deficit: ${taken} = ${kcal(energy)} (to the nearest 10)`);
  }
  if (energy < LOW_ENERGY_KCAL) {
    energy = LOW_ENERGY_KCAL;
    working.push(`Energy: raised to ${kcal(LOW_ENERGY_KCAL)}, the lowest this suggestion goes`);
  }
  const energyKcal = withinRange('energyKcal', energy, working);

  // A lower goal weight counts only while she is losing weight (never in pregnancy or breastfeeding).
  const byGoal =
    !noDeficit &&
    input.goalWeightKg != null &&
    input.goalWeightKg > 0 &&
    input.goalWeightKg < weightKg;
  const proteinWeight = byGoal ? (input.goalWeightKg as number) : weightKg;
  const protein = Math.round(input.proteinPerKg * proteinWeight);
  working.push(
    `Protein: ${number(input.proteinPerKg, 2)} g × ${number(proteinWeight, 1)} kg ${byGoal ? 'goal' : 'current'} weight = ${protein} g`,
  );
  const proteinG = withinRange('proteinG', protein, working);

  const fat = Math.round((FAT_PERCENT * energyKcal) / 100 / 9);
  working.push(`Fat: ${FAT_PERCENT} % of ${kcal(energyKcal)} ÷ 9 = ${fat} g`);
  const fatG = withinRange('fatG', fat, working);

  const restKcal = Math.max(0, energyKcal - 4 * proteinG - 9 * fatG);
  const carbohydrate = Math.round(restKcal / 4);
  working.push(
    `Carbohydrate: the rest, ${number(energyKcal)} − ${number(4 * proteinG)} (protein) − ${number(9 * fatG)} (fat) = ${kcal(restKcal)} ÷ 4 = ${carbohydrate} g`,
  );
  const carbohydrateG = withinRange('carbohydrateG', carbohydrate, working);

  working.push(`Fibre: ${SUGGESTED_FIBRE_G} g`);

  let water = roundTo((WATER_ML_PER_KG * weightKg) / 1000, 1);
  working.push(
    `Water: ${WATER_ML_PER_KG} ml × ${number(weightKg, 1)} kg = ${number(water, 1)} litres`,
  );
  if (breastfeeding) {
    water = roundTo(water + BREASTFEEDING_EXTRA_WATER_LITRES, 1);
    working.push(
      `Breastfeeding: + ${BREASTFEEDING_EXTRA_WATER_LITRES} litres = ${number(water, 1)} litres`,
    );
  }
  const waterLitres = withinRange('waterLitres', water, working);

  const cautions = [
    ...(pregnant ? [SUGGESTION_CAUTIONS.pregnant] : []),
    ...(breastfeeding ? [SUGGESTION_CAUTIONS.breastfeeding] : []),
  ];
  return {
    targets: { energyKcal, proteinG, carbohydrateG, fatG, fibreG: SUGGESTED_FIBRE_G, waterLitres },
    bmrKcal,
    activityFactor,
    maintenanceKcal,
    deficitKcal,
    caution: cautions.length ? cautions.join(' ') : null,
    working,
  };
}
