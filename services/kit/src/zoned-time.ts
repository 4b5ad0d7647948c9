import { addDays } from '@wellness/contracts';

/**
 * Calendar dates and wall-clock times in an IANA time zone ("Europe/London"), with Intl only.
 * A calendar date is a `YYYY-MM-DD` string: the day as the person living in that zone names it.
 * (Plain date arithmetic, `addDays` and `isTimeZone`, lives in the contracts.)
 */

const DAY_PARTS = { year: 'numeric', month: '2-digit', day: '2-digit' } as const;

/** A formatter per zone and kind, built once: building an Intl.DateTimeFormat costs more than using it. */
function cachedFormatter(locale: string, options: Intl.DateTimeFormatOptions) {
  const cache = new Map<string, Intl.DateTimeFormat>();
  return (timeZone: string) => {
    let format = cache.get(timeZone);
    if (!format) {
      format = new Intl.DateTimeFormat(locale, { ...options, timeZone });
      cache.set(timeZone, format);
    }
    return format;
  };
}

/** Date and time to the second, read part by part. */
const formatter = cachedFormatter('en-GB', {
  ...DAY_PARTS,
  hourCycle: 'h23',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});
/** The date alone: 'en-CA' formats it as YYYY-MM-DD, and `format` is cheaper than parts. */
const dateFormatter = cachedFormatter('en-CA', DAY_PARTS);

/** The wall clock in the zone at an instant, read back as if it were UTC (whole seconds). */
function wallClockMs(instant: number, timeZone: string): number {
  const parts: Record<string, number> = {};
  for (const part of formatter(timeZone).formatToParts(new Date(instant)))
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  return Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second);
}

/** How far the zone's wall clock is ahead of UTC at an instant, in ms (BST: one hour). */
function offsetAt(instant: number, timeZone: string): number {
  const whole = Math.floor(instant / 1000) * 1000;
  return wallClockMs(whole, timeZone) - whole;
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function parseDate(date: string): [number, number, number] {
  const match = DATE.exec(date);
  if (!match) throw new Error(`Not a calendar date (YYYY-MM-DD): ${date}`);
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

/** The calendar date in the zone at an instant (YYYY-MM-DD). */
export function dateIn(instant: Date, timeZone: string): string {
  return dateFormatter(timeZone).format(instant);
}

/** The ISO weekday of a date: 1 = Monday … 7 = Sunday. */
export function isoWeekday(date: string): number {
  const [year, month, day] = parseDate(date);
  return new Date(Date.UTC(year, month - 1, day)).getUTCDay() || 7;
}

/** The first date on or after `from` that falls on the ISO weekday (1 = Monday … 7 = Sunday). */
export function onOrAfterWeekday(from: string, weekday: number): string {
  return addDays(from, (weekday - isoWeekday(from) + 7) % 7);
}

const TIME = /^(\d{2}):(\d{2})$/;
const DAY_MS = 24 * 3600 * 1000;

/**
 * The instant at which the zone's clocks show `time` (HH:MM) on `date`. A time the clocks skip
 * (spring forward) resolves to the same distance after the gap; a time they show twice (fall
 * back) to the first of the two, as Temporal's "compatible" disambiguation does.
 */
export function zonedTime(date: string, time: string, timeZone: string): Date {
  const [year, month, day] = parseDate(date);
  const clock = TIME.exec(time);
  if (!clock) throw new Error(`Not a time (HH:MM): ${time}`);
  const wall = Date.UTC(year, month - 1, day, Number(clock[1]), Number(clock[2]));
  // The offsets in force a day either side cover any transition near that wall-clock time.
  const before = offsetAt(wall - DAY_MS, timeZone);
  const after = offsetAt(wall + DAY_MS, timeZone);
  const exact = [wall - before, wall - after]
    .filter((instant) => wallClockMs(instant, timeZone) === wall)
    .sort((a, b) => a - b);
  return new Date(exact[0] ?? wall - before);
}
