import { kgChange, weightSummary } from './numbers';

describe("a client's numbers", () => {
  it('signs weight changes', () => {
    expect(kgChange(-1.24)).toBe('\u22121.2 kg');
    expect(kgChange(0.4)).toBe('+0.4 kg');
    expect(kgChange(0.01)).toBe('No change');
    expect(kgChange(null)).toBe('—');
  });
  it('summarises the latest weight and the change over the weeks shown', () => {
    expect(weightSummary([])).toEqual({ latest: '—', change: '—' });
    expect(weightSummary([{ weightKg: 72 }])).toEqual({ latest: '72 kg', change: '—' });
    expect(weightSummary([{ weightKg: 72 }, { weightKg: 71.2 }, { weightKg: 70.5 }])).toEqual({
      latest: '70.5 kg',
      change: '\u22121.5 kg',
    });
  });
});
