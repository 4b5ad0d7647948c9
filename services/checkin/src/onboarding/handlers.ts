import {
  HEALTH_CONSENT,
  HEALTH_FIELDS,
  ONBOARDING_MESSAGES,
  ONBOARDING_MISSING_MESSAGES,
  ONBOARDING_REQUIRED,
} from '@wellness/contracts';
import type {
  HealthConsentState,
  OnboardingRequirement,
  OnboardingState,
  OnboardingUpdate,
} from '@wellness/contracts';
import {
  DomainError,
  dateIn,
  eventContextOf,
  forbidden,
  notFound,
  recordEvent,
} from '@wellness/kit';
import type { Caller } from '@wellness/kit';
import type { Tx } from '../db';
import type { CheckinDeps } from '../deps';
import { dayOf, dayOrNull, isoOrNull } from '../dates';
import type { Client, Onboarding } from '../generated/prisma/client';
import { scheduleOf, subjectClient } from '../clients/subject';
import { setSchedule } from '../clients/repository';
import { lastCheckin } from '../checkins/repository';
import { dueAfterOnboarding, firstDueAfter } from '../checkins/schedule';
import {
  findOnboarding,
  markCompleted,
  saveOnboarding,
  withdrawConsent as withdraw,
} from './repository';
import { canComplete, canConsent, canEdit, canRead } from './access';

/** Whether her consent to storing health data is in force (given, not withdrawn since). */
export const consentInForce = (
  onboarding: Pick<Onboarding, 'consentGivenAt' | 'consentWithdrawnAt'> | null,
): boolean => !!onboarding?.consentGivenAt && !onboarding.consentWithdrawnAt;

function consentOf(onboarding: Onboarding | null): HealthConsentState {
  return {
    given: consentInForce(onboarding),
    version: onboarding?.consentVersion ?? null,
    givenAt: isoOrNull(onboarding?.consentGivenAt ?? null),
    withdrawnAt: isoOrNull(onboarding?.consentWithdrawnAt ?? null),
    currentVersion: HEALTH_CONSENT.version,
    text: HEALTH_CONSENT.text,
    withdrawal: HEALTH_CONSENT.withdrawal,
  };
}

/** What `complete` still needs. */
function missingOf(onboarding: Onboarding | null): OnboardingRequirement[] {
  const answered: Record<OnboardingRequirement, boolean> = {
    goals: (onboarding?.goals.length ?? 0) > 0,
    heightCm: onboarding?.heightCm != null,
    dateOfBirth: onboarding?.dateOfBirth != null,
    weightKg: onboarding?.weightKg != null,
    activityLevel: onboarding?.activityLevel != null,
    trainingExperience: onboarding?.trainingExperience != null,
    trainingPlace: onboarding?.trainingPlace != null,
    screening: onboarding?.screening != null,
    healthConsent: consentInForce(onboarding),
  };
  return ONBOARDING_REQUIRED.filter((field) => !answered[field]);
}

function stateOf(deps: CheckinDeps, client: Client, o: Onboarding | null): OnboardingState {
  const schedule = scheduleOf(deps, { checkinDay: null, timeZone: null });
  return {
    clientId: client.clientId,
    goals: o?.goals ?? [],
    goalsOwnWords: o?.goalsOwnWords ?? null,
    targetWeightKg: o?.targetWeightKg ?? null,
    heightCm: o?.heightCm ?? null,
    dateOfBirth: dayOrNull(o?.dateOfBirth ?? null),
    weightKg: o?.weightKg ?? null,
    measurementsCm: (o?.measurementsCm ?? null) as OnboardingState['measurementsCm'],
    activityLevel: o?.activityLevel ?? null,
    trainingExperience: o?.trainingExperience ?? null,
    trainingPlace: o?.trainingPlace ?? null,
    screening: (o?.screening ?? null) as OnboardingState['screening'],
    medicalConditions: o?.medicalConditions ?? null,
    medications: o?.medications ?? null,
    diet: o?.diet ?? [],
    dietOther: o?.dietOther ?? null,
    allergies: o?.allergies ?? [],
    allergiesOther: o?.allergiesOther ?? null,
    cycleTracking: (o?.cycleTracking ?? null) as OnboardingState['cycleTracking'],
    checkinDay: o?.checkinDay ?? client.checkinDay ?? schedule.checkinDay,
    timeZone: o?.timeZone ?? client.timeZone ?? schedule.timeZone,
    consent: consentOf(o),
    screeningFlagged: o?.screeningFlagged ?? false,
    missing: missingOf(o),
    completedAt: isoOrNull(o?.completedAt ?? null),
    updatedAt: isoOrNull(o?.updatedAt ?? null),
  };
}

/** Her answers so far: her own, a coach's for any client, a nutritionist's for an assigned one. */
export async function getOnboarding(
  deps: CheckinDeps,
  caller: Caller,
  clientId: string | undefined,
): Promise<OnboardingState> {
  const client = await subjectClient(deps, caller, clientId);
  if (!canRead(caller, client)) throw notFound('Client');
  return stateOf(deps, client, await findOnboarding(deps.db, client.clientId));
}

/**
 * Her schedule from her answers, once onboarding is complete: the day and time zone she chose (or
 * the business's), and the due date they give after her last check-in.
 */
async function applySchedule(deps: CheckinDeps, tx: Tx, client: Client, o: Onboarding) {
  const schedule = scheduleOf(deps, { checkinDay: o.checkinDay, timeZone: o.timeZone });
  const last = await lastCheckin(tx, client.clientId);
  const lastDue = last ? dayOf(last.dueDate) : null;
  await setSchedule(tx, client.clientId, {
    ...schedule,
    nextDueDate: lastDue ? firstDueAfter(lastDue, schedule.checkinDay) : null,
  });
  return { ...schedule, lastDue };
}

/**
 * Saves the answers sent. Health answers need her consent in force or ticked in the same request:
 * without it nothing is saved and the answer names each health field sent. Only she can consent.
 */
export async function updateOnboarding(
  deps: CheckinDeps,
  caller: Caller,
  clientId: string | undefined,
  input: OnboardingUpdate,
): Promise<OnboardingState> {
  const client = await subjectClient(deps, caller, clientId);
  if (!canEdit(caller, client)) throw notFound('Client');
  const { healthConsent, ...answers } = input;
  if (healthConsent && !canConsent(caller, client)) {
    throw forbidden(ONBOARDING_MESSAGES.consentByClientOnly);
  }
  const existing = await findOnboarding(deps.db, client.clientId);
  const healthSent = HEALTH_FIELDS.filter((field) => answers[field] !== undefined);
  if (healthSent.length > 0 && !healthConsent && !consentInForce(existing)) {
    const message = existing?.consentWithdrawnAt
      ? ONBOARDING_MESSAGES.consentWithdrawn
      : ONBOARDING_MESSAGES.consentRequired;
    throw new DomainError('VALIDATION', message, {
      fields: Object.fromEntries(healthSent.map((field) => [field, message])),
    });
  }
  const now = deps.clock.now();
  const saved = await deps.db.$transaction(async (tx) => {
    const row = await saveOnboarding(
      tx,
      client.clientId,
      answers,
      now,
      healthConsent ? HEALTH_CONSENT.version : undefined,
    );
    const scheduleChanged = answers.checkinDay !== undefined || answers.timeZone !== undefined;
    if (row.completedAt && scheduleChanged) await applySchedule(deps, tx, client, row);
    return row;
  });
  return stateOf(deps, client, saved);
}

/**
 * Finishes onboarding (once): 400 naming what is missing; otherwise her schedule is set and
 * `onboarding.completed` is recorded in the same transaction (crm and the coach learn of it).
 */
export async function completeOnboarding(
  deps: CheckinDeps,
  caller: Caller,
  clientId: string | undefined,
): Promise<OnboardingState> {
  const client = await subjectClient(deps, caller, clientId);
  if (!canComplete(caller, client)) throw notFound('Client');
  const existing = await findOnboarding(deps.db, client.clientId);
  const missing = missingOf(existing);
  if (!existing || missing.length > 0) {
    throw new DomainError('VALIDATION', ONBOARDING_MESSAGES.incomplete, {
      missing,
      fields: Object.fromEntries(
        missing.map((field) => [field, ONBOARDING_MISSING_MESSAGES[field]]),
      ),
    });
  }
  const now = deps.clock.now();
  await deps.db.$transaction(async (tx) => {
    if (!(await markCompleted(tx, client.clientId, now))) return;
    const schedule = await applySchedule(deps, tx, client, existing);
    const today = dateIn(now, schedule.timeZone);
    await recordEvent(
      tx,
      'onboarding.completed',
      {
        clientId: client.clientId,
        userId: caller.identity.userId,
        clientName: `${client.firstName} ${client.lastName}`.trim(),
        checkinDay: schedule.checkinDay,
        timeZone: schedule.timeZone,
        nextDueDate: dueAfterOnboarding(schedule.lastDue, schedule.checkinDay, today),
        screeningFlagged: existing.screeningFlagged,
      },
      eventContextOf(caller),
    );
  });
  return getOnboarding(deps, caller, client.clientId);
}

/** Her consent: whether it is in force, the version she agreed to, and the text in force. */
export async function getConsent(
  deps: CheckinDeps,
  caller: Caller,
  clientId: string | undefined,
): Promise<HealthConsentState> {
  const client = await subjectClient(deps, caller, clientId);
  if (!canRead(caller, client)) throw notFound('Client');
  return consentOf(await findOnboarding(deps.db, client.clientId));
}

/**
 * Withdraws her consent: no more health data is collected (onboarding's health answers, check-ins
 * and drafts are refused) until she agrees again; what is stored stays (HEALTH_CONSENT.withdrawal).
 */
export async function withdrawConsent(
  deps: CheckinDeps,
  caller: Caller,
  clientId: string | undefined,
): Promise<HealthConsentState> {
  const client = await subjectClient(deps, caller, clientId);
  if (!canConsent(caller, client)) throw notFound('Client');
  await deps.db.$transaction(async (tx) => {
    await withdraw(tx, client.clientId, deps.clock.now());
    // crm's audit log records the withdrawal (issue 19).
    await recordEvent(
      tx,
      'consent.withdrawn',
      { clientId: client.clientId, userId: caller.identity.userId, kind: 'health_data' },
      eventContextOf(caller),
    );
  });
  return consentOf(await findOnboarding(deps.db, client.clientId));
}
