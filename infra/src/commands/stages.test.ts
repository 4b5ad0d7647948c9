import { selectStages, STAGES } from './stages';

describe('selectStages (npm test -- --only … / --skip …)', () => {
  test('every stage in order by default', () => {
    expect(selectStages([])).toEqual([...STAGES]);
  });

  test('--only keeps the canonical order', () => {
    expect(selectStages(['--only', 'integration,unit'])).toEqual(['unit', 'integration']);
    expect(selectStages(['--only=e2e'])).toEqual(['e2e']);
  });

  test('--skip removes stages, and combines with --only', () => {
    expect(selectStages(['--skip', 'e2e,lint'])).toEqual([
      'typecheck',
      'format',
      'unit',
      'integration',
    ]);
    expect(selectStages(['--only', 'unit,e2e', '--skip', 'e2e'])).toEqual(['unit']);
  });

  test('unknown stages and options are refused with the list of stages', () => {
    expect(() => selectStages(['--only', 'units'])).toThrow(
      /unknown stage\(s\) units; stages: typecheck/,
    );
    expect(() => selectStages(['--fast'])).toThrow(/unknown option --fast/);
    expect(() => selectStages(['--only'])).toThrow(/needs a comma-separated list/);
  });
});
