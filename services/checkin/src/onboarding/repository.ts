import type { MeasurementsCm, OnboardingUpdate } from '@wellness/contracts';
import { MEASUREMENT_SITES, screeningFlagged } from '@wellness/contracts';
import type { Db, Tx } from '../db';
import { dateOf } from '../dates';
import { Prisma } from '../generated/prisma/client';

export const findOnboarding = (db: Db | Tx, clientId: string) =>
  db.onboarding.findUnique({ where: { clientId } });

/** Her answers as sent, without the consent tick (recorded apart, with its version and time). */
export type OnboardingAnswers = Omit<OnboardingUpdate, 'healthConsent'>;

const text = (value: string | null | undefined) =>
  value === undefined ? undefined : value || null;
const json = <T>(value: T | null | undefined) =>
  value === undefined
    ? undefined
    : value === null
      ? Prisma.DbNull
      : (value as Prisma.InputJsonValue);
const measurements = (value: MeasurementsCm | null | undefined) =>
  value && Object.fromEntries(MEASUREMENT_SITES.map((site) => [site, value[site] ?? null]));

/** The columns of the answers sent; a field left out is left as it is. */
function columnsOf(answers: OnboardingAnswers): Prisma.OnboardingUncheckedUpdateInput {
  const cycle = answers.cycleTracking;
  return {
    goals: answers.goals,
    goalsOwnWords: text(answers.goalsOwnWords),
    targetWeightKg: answers.targetWeightKg,
    heightCm: answers.heightCm,
    dateOfBirth: answers.dateOfBirth === undefined ? undefined : dateOf(answers.dateOfBirth),
    weightKg: answers.weightKg,
    measurementsCm: json(measurements(answers.measurementsCm)),
    activityLevel: answers.activityLevel,
    trainingExperience: answers.trainingExperience,
    trainingPlace: answers.trainingPlace,
    screening: json(
      answers.screening && {
        ...answers.screening,
        weeksSinceBirth: answers.screening.givenBirthRecently
          ? (answers.screening.weeksSinceBirth ?? null)
          : null,
      },
    ),
    screeningFlagged: answers.screening ? screeningFlagged(answers.screening) : undefined,
    medicalConditions: text(answers.medicalConditions),
    medications: text(answers.medications),
    diet: answers.diet,
    dietOther: text(answers.dietOther),
    allergies: answers.allergies,
    allergiesOther: text(answers.allergiesOther),
    cycleTracking: json(
      cycle && {
        enabled: cycle.enabled,
        cycleLengthDays: cycle.enabled ? (cycle.cycleLengthDays ?? null) : null,
        lastPeriodStart: cycle.enabled ? (cycle.lastPeriodStart ?? null) : null,
      },
    ),
    checkinDay: answers.checkinDay,
    timeZone: answers.timeZone,
  };
}

/**
 * Saves the answers sent (one step at a time) and, when she ticked it, her consent with the version
 * of the text she saw and the time (a renewed consent clears an earlier withdrawal).
 */
export function saveOnboarding(
  tx: Tx,
  clientId: string,
  answers: OnboardingAnswers,
  at: Date,
  consentVersion?: string,
) {
  const changes: Prisma.OnboardingUncheckedUpdateInput = {
    ...columnsOf(answers),
    ...(consentVersion ? { consentVersion, consentGivenAt: at, consentWithdrawnAt: null } : {}),
    updatedAt: at,
  };
  return tx.onboarding.upsert({
    where: { clientId },
    create: { ...(changes as Prisma.OnboardingUncheckedCreateInput), clientId, createdAt: at },
    update: changes,
  });
}

/**
 * Withdraws her consent if it is in force (a conditional update: a second withdrawal changes
 * nothing). Returns whether this call withdrew it.
 */
export async function withdrawConsent(tx: Tx, clientId: string, at: Date): Promise<boolean> {
  const { count } = await tx.onboarding.updateMany({
    where: { clientId, consentGivenAt: { not: null }, consentWithdrawnAt: null },
    data: { consentWithdrawnAt: at, updatedAt: at },
  });
  return count === 1;
}

/** Marks onboarding complete once: returns whether this call completed it. */
export async function markCompleted(tx: Tx, clientId: string, at: Date): Promise<boolean> {
  const { count } = await tx.onboarding.updateMany({
    where: { clientId, completedAt: null },
    data: { completedAt: at, updatedAt: at },
  });
  return count === 1;
}
