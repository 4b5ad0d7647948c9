import { dayKey, dayLabel, formatActivity, formatTime, groupByDay, previousDay } from './days';

describe('message days', () => {
  it('finds the local day of an instant in her time zone', () => {
    expect(dayKey('2026-11-23T23:30:00Z', 'Europe/London')).toBe('2026-11-23');
    expect(dayKey('2026-11-23T23:30:00Z', 'Europe/Athens')).toBe('2026-11-24');
    expect(dayKey('2026-07-01T23:30:00Z', 'Europe/London')).toBe('2026-07-02');
  });

  it('names today, yesterday, and other days in full (with the year when not this one)', () => {
    expect(previousDay('2026-03-01')).toBe('2026-02-28');
    expect(previousDay('2026-01-01')).toBe('2025-12-31');
    expect(dayLabel('2026-11-26', '2026-11-26')).toBe('Today');
    expect(dayLabel('2026-11-25', '2026-11-26')).toBe('Yesterday');
    expect(dayLabel('2026-11-23', '2026-11-26')).toBe('Monday 23 November');
    expect(dayLabel('2025-12-31', '2026-01-02')).toBe('Wednesday 31 December 2025');
  });

  it('shows times on a 24-hour clock in her time zone', () => {
    expect(formatTime('2026-11-23T14:05:00Z', 'Europe/London')).toBe('14:05');
    expect(formatTime('2026-07-23T14:05:00Z', 'Europe/London')).toBe('15:05');
    expect(formatTime('2026-11-23T00:07:00Z', 'UTC')).toBe('00:07');
  });

  it('says when a conversation last moved', () => {
    const now = new Date('2026-11-26T12:00:00Z');
    expect(formatActivity('2026-11-26T09:15:00Z', now, 'UTC')).toBe('09:15');
    expect(formatActivity('2026-11-25T09:15:00Z', now, 'UTC')).toBe('Yesterday');
    expect(formatActivity('2026-11-02T09:15:00Z', now, 'UTC')).toBe('2 Nov');
    expect(formatActivity('2025-11-02T09:15:00Z', now, 'UTC')).toBe('2 Nov 2025');
  });

  it('groups messages under one separator per day', () => {
    const now = new Date('2026-11-26T12:00:00Z');
    const groups = groupByDay(
      [
        { id: 'a', sentAt: '2026-11-23T09:00:00Z' },
        { id: 'b', sentAt: '2026-11-23T22:00:00Z' },
        { id: 'c', sentAt: '2026-11-25T08:00:00Z' },
        { id: 'd', sentAt: '2026-11-26T08:00:00Z' },
      ],
      now,
      'UTC',
    );
    expect(groups.map((g) => [g.label, g.items.map((i) => i.id)])).toEqual([
      ['Monday 23 November', ['a', 'b']],
      ['Yesterday', ['c']],
      ['Today', ['d']],
    ]);
  });
});
