import { addDays } from '@wellness/contracts';
import { dateIn, isoWeekday, onOrAfterWeekday, zonedTime } from './zoned-time';

describe('weekdays', () => {
  it('names ISO weekdays (Monday 1 … Sunday 7) and finds the next one on or after a date', () => {
    expect(isoWeekday('2026-11-30')).toBe(1);
    expect(isoWeekday('2026-11-29')).toBe(7);
    expect(onOrAfterWeekday('2026-11-30', 1)).toBe('2026-11-30');
    expect(onOrAfterWeekday('2026-11-30', 4)).toBe('2026-12-03');
    expect(onOrAfterWeekday('2026-12-01', 1)).toBe('2026-12-07');
    expect(onOrAfterWeekday('2026-12-28', 5)).toBe('2027-01-01');
  });

  it('refuses what is not a date or a time', () => {
    expect(() => isoWeekday('30/11/2026')).toThrow(/YYYY-MM-DD/);
    expect(() => zonedTime('2026-11-30', '9am', 'Europe/London')).toThrow(/HH:MM/);
  });
});

describe('dateIn', () => {
  it('is the day as someone in the zone names it', () => {
    const instant = new Date('2026-11-30T23:30:00Z');
    expect(dateIn(instant, 'Europe/London')).toBe('2026-11-30');
    expect(dateIn(instant, 'Australia/Sydney')).toBe('2026-12-01');
    expect(dateIn(instant, 'America/Los_Angeles')).toBe('2026-11-30');
    // 23:30 UTC in summer is already tomorrow in London (BST).
    expect(dateIn(new Date('2026-07-06T23:30:00Z'), 'Europe/London')).toBe('2026-07-07');
  });
});

describe('zonedTime', () => {
  it.each([
    // date, time, zone, the instant (UTC)
    ['2026-11-30', '09:00', 'Europe/London', '2026-11-30T09:00:00.000Z'], // GMT
    ['2026-07-06', '09:00', 'Europe/London', '2026-07-06T08:00:00.000Z'], // BST
    // The days the clocks change: forward on Sunday 29 March 2026, back on Sunday 25 October.
    ['2026-03-29', '09:00', 'Europe/London', '2026-03-29T08:00:00.000Z'],
    ['2026-10-25', '09:00', 'Europe/London', '2026-10-25T09:00:00.000Z'],
    // A time the clocks skip moves on by the gap; a time they show twice is the first.
    ['2026-03-29', '01:30', 'Europe/London', '2026-03-29T01:30:00.000Z'],
    ['2026-10-25', '01:30', 'Europe/London', '2026-10-25T00:30:00.000Z'],
    // Sydney: AEDT (+11) until 5 April 2026, AEST (+10) after.
    ['2026-04-04', '09:00', 'Australia/Sydney', '2026-04-03T22:00:00.000Z'],
    ['2026-04-06', '09:00', 'Australia/Sydney', '2026-04-05T23:00:00.000Z'],
    // New York: EST (-5) until 8 March 2026, EDT (-4) from that day.
    ['2026-03-07', '09:00', 'America/New_York', '2026-03-07T14:00:00.000Z'],
    ['2026-03-08', '09:00', 'America/New_York', '2026-03-08T13:00:00.000Z'],
    // Kolkata: +05:30, no clock changes.
    ['2026-11-30', '09:00', 'Asia/Kolkata', '2026-11-30T03:30:00.000Z'],
  ])('%s %s in %s is %s', (date, time, zone, instant) => {
    expect(zonedTime(date, time, zone).toISOString()).toBe(instant);
  });

  it('round-trips: the instant falls on the same date in the zone', () => {
    for (const zone of ['Europe/London', 'Pacific/Auckland', 'America/Los_Angeles', 'UTC'])
      for (let day = 0; day < 400; day += 7) {
        const date = addDays('2026-01-05', day);
        expect(dateIn(zonedTime(date, '09:00', zone), zone)).toBe(date);
      }
  });
});
