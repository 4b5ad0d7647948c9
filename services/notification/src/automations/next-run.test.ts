import { nextTimeOfDay, waitEnd } from './next-run';

describe('nextTimeOfDay', () => {
  it('is later today on her clock when that time has not come yet', () => {
    // 06:30 in New York (EST, UTC-5) is 11:30 UTC; 09:00 there is 14:00 UTC.
    const now = new Date('2026-12-01T11:30:00Z');
    expect(nextTimeOfDay(now, '09:00', 'America/New_York').toISOString()).toBe(
      '2026-12-01T14:00:00.000Z',
    );
  });

  it('is tomorrow when that time has passed (or is now)', () => {
    const now = new Date('2026-12-01T09:00:00Z');
    expect(nextTimeOfDay(now, '09:00', 'Europe/London').toISOString()).toBe(
      '2026-12-02T09:00:00.000Z',
    );
  });

  it('reads the business clock (Europe/London, summer time) without a time zone of her own', () => {
    const now = new Date('2026-07-01T10:00:00Z');
    expect(nextTimeOfDay(now, '08:00', null).toISOString()).toBe('2026-07-02T07:00:00.000Z');
  });

  it('takes her date, not UTC’s, near midnight', () => {
    // 23:30 UTC on 1 December is already 2 December 10:30 in Sydney.
    const now = new Date('2026-12-01T23:30:00Z');
    expect(nextTimeOfDay(now, '12:00', 'Australia/Sydney').toISOString()).toBe(
      '2026-12-02T01:00:00.000Z',
    );
  });
});

describe('waitEnd', () => {
  const now = new Date('2026-12-01T10:00:00Z');
  it('adds a wait’s minutes, and is now for a step that does not wait', () => {
    expect(waitEnd({ type: 'wait', minutes: 90 }, now, null).toISOString()).toBe(
      '2026-12-01T11:30:00.000Z',
    );
    expect(waitEnd({ type: 'wait', minutes: 0 }, now, null)).toEqual(now);
    expect(waitEnd({ type: 'send_email', template: 'welcome-day-0' }, now, null)).toEqual(now);
  });
});
