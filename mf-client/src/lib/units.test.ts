import { readCookie, unitsFromCookie } from '@wellness/contracts';
import {
  lengthEntryFromCm,
  lengthEntryToCm,
  parseNumber,
  readUnits,
  weightEntryFromKg,
  weightEntryToKg,
  weightRangeText,
  writeUnits,
} from './units';

describe('unit entry', () => {
  it('reads numbers typed with a point or a comma', () => {
    expect(parseNumber(' 70.5 ')).toBe(70.5);
    expect(parseNumber('70,5')).toBe(70.5);
    expect(parseNumber('')).toBeNull();
    expect(parseNumber('seventy')).toBeNaN();
    expect(parseNumber('1e3')).toBeNaN();
  });

  it('converts stones and pounds exactly (1 st = 14 lb, 1 lb = 0.45359237 kg)', () => {
    expect(weightEntryToKg({ kg: '', stones: '11', pounds: '0' }, 'st')).toEqual({
      ok: true,
      value: 154 * 0.45359237,
    });
    expect(weightEntryToKg({ kg: '', stones: '10', pounds: '' }, 'st')).toEqual({
      ok: true,
      value: 140 * 0.45359237,
    });
    expect(weightEntryToKg({ kg: '70.2', stones: '', pounds: '' }, 'kg')).toEqual({
      ok: true,
      value: 70.2,
    });
    expect(weightEntryToKg({ kg: '', stones: '', pounds: '' }, 'st')).toEqual({
      ok: true,
      value: null,
    });
  });

  it('refuses what is not a weight', () => {
    expect(weightEntryToKg({ kg: 'abc', stones: '', pounds: '' }, 'kg').ok).toBe(false);
    expect(weightEntryToKg({ kg: '', stones: '10', pounds: '14' }, 'st')).toMatchObject({
      ok: false,
    });
    expect(weightEntryToKg({ kg: '', stones: '10.5', pounds: '' }, 'st')).toMatchObject({
      ok: false,
    });
  });

  it('keeps a stored value that is shown and saved back untouched', () => {
    const entry = weightEntryFromKg(70, 'st');
    expect(entry).toMatchObject({ stones: '11', pounds: '0.3' });
    expect(weightEntryToKg(entry, 'st', 70)).toEqual({ ok: true, value: 70 });
    expect(weightEntryToKg(weightEntryFromKg(70.123, 'kg'), 'kg', 70.123)).toEqual({
      ok: true,
      value: 70.123,
    });
    // Changed: the new value, converted.
    expect(weightEntryToKg({ ...entry, pounds: '1' }, 'st', 70)).toEqual({
      ok: true,
      value: 155 * 0.45359237,
    });
  });

  it('converts inches exactly (1 in = 2.54 cm) and keeps untouched lengths', () => {
    expect(lengthEntryToCm('32', 'in')).toEqual({ ok: true, value: 81.28 });
    expect(lengthEntryFromCm(80, 'in')).toBe('31.5');
    expect(lengthEntryToCm('31.5', 'in', 80)).toEqual({ ok: true, value: 80 });
    expect(lengthEntryToCm('', 'cm')).toEqual({ ok: true, value: null });
    expect(lengthEntryToCm('x', 'cm').ok).toBe(false);
    expect(lengthEntryFromCm(null, 'cm')).toBe('');
  });

  it('states ranges in her units', () => {
    expect(weightRangeText({ min: 30, max: 300 }, 'kg')).toBe('between 30 kg and 300 kg');
    expect(weightRangeText({ min: 30, max: 300 }, 'st')).toMatch(
      /^between 4 st 10\.1 lb and 47 st/,
    );
  });

  it('keeps her units preference, defaulting to kg and cm', () => {
    const store = new Map<string, string>();
    const storage = {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
    };
    const doc = { cookie: '' };
    expect(readUnits(storage)).toEqual({ weight: 'kg', length: 'cm' });
    writeUnits({ weight: 'st', length: 'in' }, storage, doc);
    expect(readUnits(storage)).toEqual({ weight: 'st', length: 'in' });
    // A copy the gateway reads, for the pages it draws.
    expect(doc.cookie).toMatch(/^wellness_units=st-in; path=\/; max-age=31536000; samesite=lax$/);
    expect(unitsFromCookie(readCookie(doc.cookie.split(';')[0], 'wellness_units'))).toEqual({
      weight: 'st',
      length: 'in',
    });
    expect(readUnits({ getItem: () => '{bad' })).toEqual({ weight: 'kg', length: 'cm' });
  });
});
