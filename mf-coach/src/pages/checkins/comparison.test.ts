import type { Comparison, MeasureComparison } from '@wellness/contracts';
import { parseUnitPrefs } from '../../lib/units';
import { comparisonRows, lengthChangeText, totalLostText, weightChangeText } from './comparison';

const METRIC = { weight: 'kg', length: 'cm' } as const;
const IMPERIAL = { weight: 'st', length: 'in' } as const;
const empty: MeasureComparison = {
  current: null,
  previous: null,
  start: null,
  changeFromPrevious: null,
  changeFromStart: null,
};

const comparison: Comparison = {
  weightKg: {
    current: 70,
    previous: 70.4,
    start: 74,
    changeFromPrevious: -0.4,
    changeFromStart: -4,
  },
  measurementsCm: {
    chest: empty,
    waist: {
      current: 80,
      previous: 81,
      start: 85.08,
      changeFromPrevious: -1,
      changeFromStart: -5.08,
    },
    hips: { current: 100, previous: null, start: 99, changeFromPrevious: null, changeFromStart: 1 },
    thigh: empty,
    arm: empty,
  },
  totalCmLost: { sincePrevious: 1, sinceStart: 4.08 },
};

describe('check-in comparison', () => {
  it('signs changes with a real minus, in her units', () => {
    expect(weightChangeText(-0.4, METRIC)).toEqual({ text: '\u22120.4 kg', direction: 'down' });
    expect(weightChangeText(1.8, METRIC)).toEqual({ text: '+1.8 kg', direction: 'up' });
    // Stones users see pounds: 1 kg = 2.2 lb.
    expect(weightChangeText(-1, IMPERIAL).text).toBe('\u22122.2 lb');
    expect(lengthChangeText(-5.08, IMPERIAL).text).toBe('\u22122 in');
    expect(lengthChangeText(0, METRIC)).toEqual({ text: 'No change', direction: 'same' });
    expect(weightChangeText(null, METRIC)).toEqual({ text: '—', direction: 'none' });
  });

  it('says total inches or centimetres lost or gained', () => {
    expect(totalLostText(4.08, METRIC)).toBe('4.1 cm lost');
    expect(totalLostText(5.08, IMPERIAL)).toBe('2 in lost');
    expect(totalLostText(-1, METRIC)).toBe('1 cm gained');
    expect(totalLostText(0.01, METRIC)).toBe('No change');
    expect(totalLostText(null, METRIC)).toBe('Not measured both times');
  });

  it('lists weight and the measurements she took, this week, last week and at the start', () => {
    const rows = comparisonRows(comparison, METRIC);
    expect(rows.map((r) => r.label)).toEqual(['Weight', 'Waist', 'Hips']);
    expect(rows[0]).toMatchObject({
      current: '70 kg',
      previous: '70.4 kg',
      start: '74 kg',
      sinceStart: { text: '\u22124 kg', direction: 'down' },
    });
    expect(rows[2]).toMatchObject({ previous: '—', sincePrevious: { text: '—' } });
    expect(comparisonRows(comparison, IMPERIAL)[0].current).toBe('11 st 0.3 lb');
    expect(comparisonRows(comparison, IMPERIAL)[1].start).toBe('33.5 in');
  });

  it('reads stored unit choices defensively', () => {
    expect(parseUnitPrefs('{"weight":"st","length":"in"}')).toEqual(IMPERIAL);
    expect(parseUnitPrefs('{"weight":"lbs"}')).toEqual(METRIC);
    expect(parseUnitPrefs('not json')).toEqual(METRIC);
    expect(parseUnitPrefs(null)).toEqual(METRIC);
  });
});
