import { dateOrderEvidence, dateOrderOf, parseDate } from './dates';

const now = new Date('2026-11-27T12:00:00Z');

describe('dates in a file', () => {
  it('reads numeric dates day first (UK) by default', () => {
    expect(parseDate('07/03/2024', 'dmy', now)).toBe('2024-03-07');
    expect(parseDate('7.3.24', 'dmy', now)).toBe('2024-03-07');
    expect(parseDate('31-12-1999', 'dmy', now)).toBe('1999-12-31');
  });

  it('reads them month first when the file proves it', () => {
    expect(parseDate('03/07/2024', 'mdy', now)).toBe('2024-03-07');
    expect(dateOrderEvidence('03/25/2024')).toBe('mdy');
    expect(dateOrderEvidence('25/03/2024')).toBe('dmy');
    expect(dateOrderEvidence('03/04/2024')).toBeNull();
    expect(dateOrderOf({ dmy: false, mdy: true })).toBe('mdy');
    expect(dateOrderOf({ dmy: true, mdy: true })).toBe('dmy');
    expect(dateOrderOf({ dmy: false, mdy: false })).toBe('dmy');
  });

  it('reads ISO dates and dates with month names whatever the order', () => {
    expect(parseDate('2024-03-07', 'mdy', now)).toBe('2024-03-07');
    expect(parseDate('2024-03-07T10:15:00Z', 'dmy', now)).toBe('2024-03-07');
    expect(parseDate('7 March 2024', 'mdy', now)).toBe('2024-03-07');
    expect(parseDate('Mar 7, 2024', 'dmy', now)).toBe('2024-03-07');
    expect(parseDate('7th Mar 24', 'dmy', now)).toBe('2024-03-07');
  });

  it('refuses days that do not exist and text that is not a date', () => {
    expect(parseDate('31/04/2024', 'dmy', now)).toBeNull();
    expect(parseDate('29/02/2023', 'dmy', now)).toBeNull();
    expect(parseDate('13/13/2024', 'dmy', now)).toBeNull();
    expect(parseDate('soon', 'dmy', now)).toBeNull();
  });

  it('puts a two-digit year in this century unless that is more than a year ahead', () => {
    expect(parseDate('01/01/27', 'dmy', now)).toBe('2027-01-01');
    expect(parseDate('01/01/85', 'dmy', now)).toBe('1985-01-01');
  });
});
