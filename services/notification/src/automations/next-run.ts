import { addDays } from '@wellness/contracts';
import type { AutomationStep } from '@wellness/contracts';
import { dateIn, zonedTime } from '@wellness/kit';

/** Whose clock a `wait_until` reads when she has no time zone of her own: the business's. */
export const BUSINESS_TIME_ZONE = 'Europe/London';

/** The next instant after `now` at which her clock shows `time` (HH:MM): today's, else tomorrow's. */
export function nextTimeOfDay(now: Date, time: string, timeZone: string | null): Date {
  const zone = timeZone ?? BUSINESS_TIME_ZONE;
  const today = dateIn(now, zone);
  const todays = zonedTime(today, time, zone);
  return todays > now ? todays : zonedTime(addDays(today, 1), time, zone);
}

/** When the step after a wait may run: `now` for any other step. */
export function waitEnd(step: AutomationStep, now: Date, timeZone: string | null): Date {
  if (step.type === 'wait') return new Date(now.getTime() + step.minutes * 60_000);
  if (step.type === 'wait_until') return nextTimeOfDay(now, step.time, timeZone);
  return now;
}
