import { isScheduledDue, reminderTimes, remindersBetween } from './schedule';

const iso = (times: Record<string, Date>) =>
  Object.fromEntries(Object.entries(times).map(([kind, at]) => [kind, at.toISOString()]));
const runsOf = (runs: ReturnType<typeof remindersBetween>) =>
  runs.map((run) => [run.kind, run.dueDate, run.runAt.toISOString()]);

describe('reminderTimes: 09:00 on her clock on the due day, and two days later', () => {
  it.each([
    // due date, zone, due reminder (UTC), overdue nudge (UTC)
    ['2026-11-30', 'Europe/London', '2026-11-30T09:00:00.000Z', '2026-12-02T09:00:00.000Z'],
    ['2026-07-06', 'Europe/London', '2026-07-06T08:00:00.000Z', '2026-07-08T08:00:00.000Z'],
    // Clocks go forward on Sunday 29 March 2026: a Friday due date in GMT, its nudge in BST.
    ['2026-03-27', 'Europe/London', '2026-03-27T09:00:00.000Z', '2026-03-29T08:00:00.000Z'],
    ['2026-03-29', 'Europe/London', '2026-03-29T08:00:00.000Z', '2026-03-31T08:00:00.000Z'],
    // Clocks go back on Sunday 25 October 2026: a Friday due date in BST, its nudge in GMT.
    ['2026-10-23', 'Europe/London', '2026-10-23T08:00:00.000Z', '2026-10-25T09:00:00.000Z'],
    ['2026-10-25', 'Europe/London', '2026-10-25T09:00:00.000Z', '2026-10-27T09:00:00.000Z'],
    // Ahead of UTC: 09:00 in Sydney is the evening before in UTC (AEDT +11 until 5 April).
    ['2026-11-30', 'Australia/Sydney', '2026-11-29T22:00:00.000Z', '2026-12-01T22:00:00.000Z'],
    ['2026-04-03', 'Australia/Sydney', '2026-04-02T22:00:00.000Z', '2026-04-04T23:00:00.000Z'],
    // Behind UTC, with its own change (EDT from Sunday 8 March 2026).
    ['2026-03-06', 'America/New_York', '2026-03-06T14:00:00.000Z', '2026-03-08T13:00:00.000Z'],
    ['2026-11-30', 'Asia/Kolkata', '2026-11-30T03:30:00.000Z', '2026-12-02T03:30:00.000Z'],
  ])('due %s in %s', (dueDate, zone, due, overdue) => {
    expect(iso(reminderTimes(dueDate, zone))).toEqual({ due, overdue });
  });
});

describe('isScheduledDue', () => {
  it('is her next due date or a whole week after it', () => {
    const schedule = { nextDueDate: '2026-11-30' };
    expect(isScheduledDue(schedule, '2026-11-30')).toBe(true);
    expect(isScheduledDue(schedule, '2026-12-14')).toBe(true);
    expect(isScheduledDue(schedule, '2026-11-23')).toBe(false); // before her last check-in
    expect(isScheduledDue(schedule, '2026-12-03')).toBe(false); // another weekday
  });
});

describe('remindersBetween', () => {
  const london = { nextDueDate: '2026-11-30', timeZone: 'Europe/London' };

  it('lists the reminders of a window, oldest first; the window includes its start only', () => {
    expect(
      runsOf(
        remindersBetween(
          london,
          new Date('2026-11-30T09:00:00Z'),
          new Date('2026-12-02T09:00:00Z'),
        ),
      ),
    ).toEqual([['due', '2026-11-30', '2026-11-30T09:00:00.000Z']]);
    expect(
      runsOf(
        remindersBetween(
          london,
          new Date('2026-11-30T09:00:00.001Z'),
          new Date('2026-12-02T09:00:00.001Z'),
        ),
      ),
    ).toEqual([['overdue', '2026-11-30', '2026-12-02T09:00:00.000Z']]);
  });

  it('carries on week after week: a missed week stays missed and the next has its own', () => {
    expect(
      runsOf(
        remindersBetween(
          london,
          new Date('2026-11-29T00:00:00Z'),
          new Date('2026-12-15T00:00:00Z'),
        ),
      ),
    ).toEqual([
      ['due', '2026-11-30', '2026-11-30T09:00:00.000Z'],
      ['overdue', '2026-11-30', '2026-12-02T09:00:00.000Z'],
      ['due', '2026-12-07', '2026-12-07T09:00:00.000Z'],
      ['overdue', '2026-12-07', '2026-12-09T09:00:00.000Z'],
      ['due', '2026-12-14', '2026-12-14T09:00:00.000Z'],
    ]);
  });

  it('skips straight to the weeks of the window, however long ago her last check-in was', () => {
    const from = new Date('2027-03-01T00:00:00Z');
    expect(runsOf(remindersBetween(london, from, new Date('2027-03-08T00:00:00Z')))).toEqual([
      ['due', '2027-03-01', '2027-03-01T09:00:00.000Z'],
      ['overdue', '2027-03-01', '2027-03-03T09:00:00.000Z'],
    ]);
    // Nothing before her next due date.
    expect(
      remindersBetween(london, new Date('2026-11-01T00:00:00Z'), new Date('2026-11-30T08:59:59Z')),
    ).toEqual([]);
  });

  it('follows the clocks across the change to GMT, and her own zone', () => {
    const friday = { nextDueDate: '2026-10-23', timeZone: 'Europe/London' };
    expect(
      runsOf(
        remindersBetween(
          friday,
          new Date('2026-10-20T00:00:00Z'),
          new Date('2026-11-01T00:00:00Z'),
        ),
      ),
    ).toEqual([
      ['due', '2026-10-23', '2026-10-23T08:00:00.000Z'],
      ['overdue', '2026-10-23', '2026-10-25T09:00:00.000Z'],
      ['due', '2026-10-30', '2026-10-30T09:00:00.000Z'],
    ]);
    const sydney = { nextDueDate: '2026-11-30', timeZone: 'Australia/Sydney' };
    // Sunday evening in London is already her Monday morning.
    expect(
      runsOf(
        remindersBetween(
          sydney,
          new Date('2026-11-29T21:00:00Z'),
          new Date('2026-11-29T23:00:00Z'),
        ),
      ),
    ).toEqual([['due', '2026-11-30', '2026-11-29T22:00:00.000Z']]);
  });
});
