import {
  lostTable,
  lostText,
  measuredWeeks,
  measurementsTable,
  paddedDomain,
  scoresTable,
  trendSummary,
  weekLabel,
  weekTick,
  weightTable,
} from './data';

const nulls = { chest: null, waist: null, hips: null, thigh: null, arm: null };

describe('chart data', () => {
  it('labels weeks in UK style', () => {
    expect(weekTick('2026-11-02')).toBe('2 Nov');
    expect(weekLabel('2026-11-02')).toBe('2 November 2026');
    expect(weekTick('not a date')).toBe('not a date');
  });

  it('tables the weight in her units, with period weeks when she tracks her cycle', () => {
    const weeks = [
      { dueDate: '2026-11-02', weightKg: 70, hadPeriod: false },
      { dueDate: '2026-11-09', weightKg: 69.4, hadPeriod: true },
    ];
    expect(weightTable(weeks, 'kg', true)).toEqual({
      columns: ['Week', 'Weight', 'Period week'],
      rows: [
        { key: '2026-11-02', cells: ['2 November 2026', '70 kg', 'No'] },
        { key: '2026-11-09', cells: ['9 November 2026', '69.4 kg', 'Yes'] },
      ],
    });
    expect(weightTable(weeks, 'st', false).rows[0].cells).toEqual([
      '2 November 2026',
      '11 st 0.3 lb',
    ]);
  });

  it('tables measurements in cm or inches, leaving unmeasured weeks out of the chart', () => {
    const weeks = [
      { dueDate: '2026-11-02', measurementsCm: { ...nulls, waist: 81.28, hips: 101.6 } },
      { dueDate: '2026-11-09', measurementsCm: nulls },
    ];
    expect(measurementsTable(weeks, ['waist', 'hips'], 'in').rows[0].cells).toEqual([
      '2 November 2026',
      '32 in',
      '40 in',
    ]);
    expect(measurementsTable(weeks, ['waist'], 'cm').rows[1].cells).toEqual([
      '9 November 2026',
      '—',
    ]);
    expect(measuredWeeks(weeks, ['waist', 'hips'])).toHaveLength(1);
  });

  it('says what was lost or gained', () => {
    expect(lostText(2.54, 'in')).toBe('1 in lost');
    expect(lostText(-1, 'cm')).toBe('1 cm gained');
    expect(lostText(0.01, 'cm')).toBe('No change');
    expect(lostText(null, 'cm')).toBe('—');
    expect(lostTable([{ dueDate: '2026-11-02', totalCmLost: 5 }], 'cm').columns[1]).toBe(
      'Total centimetres lost',
    );
  });

  it('tables scores out of 10 and sums a trend up in words', () => {
    const scores = {
      energy: 4,
      sleep: 5,
      stress: 6,
      hunger: 7,
      mood: 8,
      digestion: 9,
      motivation: 10,
    };
    expect(
      scoresTable([{ dueDate: '2026-11-02', scores }], ['energy', 'sleep']).rows[0].cells,
    ).toEqual(['2 November 2026', '4/10', '5/10']);
    expect(trendSummary('Energy', [{ value: 4 }, { value: 5 }, { value: 7 }])).toBe(
      'Energy: 4, 5, 7 (latest 7/10, up 3 over 3 weeks)',
    );
    expect(trendSummary('Mood', [{ value: 6 }])).toBe('Mood: 6 (latest 6/10)');
    expect(trendSummary('Mood', [])).toBe('Mood: no scores yet');
  });

  it('pads the axis around the values', () => {
    expect(paddedDomain([])).toEqual(['auto', 'auto']);
    expect(paddedDomain([70, 70])).toEqual([68, 72]);
    const [low, high] = paddedDomain([60, 80]) as [number, number];
    expect(low).toBeLessThan(60);
    expect(high).toBeGreaterThan(80);
  });
});
