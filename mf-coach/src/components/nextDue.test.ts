import type { NextDue } from '@wellness/contracts';
import { nextDueText } from './nextDue';

const base: NextDue = {
  status: 'open',
  dueDate: '2026-11-30',
  opensOn: '2026-11-28',
  missedWeeks: 0,
  checkinDay: 1,
  timeZone: 'Europe/London',
};

describe('next check-in', () => {
  it('says when it is due, overdue or opens', () => {
    expect(nextDueText(base)).toBe('Her check-in is open, due Monday 30 November.');
    expect(nextDueText({ ...base, status: 'overdue' })).toBe(
      'Her check-in is overdue (due Monday 30 November).',
    );
    expect(nextDueText({ ...base, status: 'upcoming' })).toBe(
      'Her next check-in opens on Saturday 28 November.',
    );
    expect(nextDueText({ ...base, status: 'baseline', dueDate: null })).toMatch(/first one now/);
  });
});
