import { LOW_ENERGY_KCAL } from './nutrition';
import { SUGGESTION_CAUTIONS, suggestTargets } from './nutrition-suggestion';
import type { SuggestionInput } from './nutrition-suggestion';

const base: SuggestionInput = {
  weightKg: 70,
  heightCm: 165,
  ageYears: 35,
  activityLevel: 'light',
  goalWeightKg: 65,
  deficitKcal: 500,
  proteinPerKg: 1.6,
  pregnant: false,
  breastfeeding: false,
};

describe('suggested targets', () => {
  it('works through Mifflin–St Jeor, activity and a deficit, protein by her lower goal weight', () => {
    // BMR 10 × 70 + 6.25 × 165 − 5 × 35 − 161 = 700 + 1031.25 − 175 − 161 = 1395.25
    // maintenance 1395.25 × 1.375 = 1918.46875; − 500 = 1418.47 → 1420 kcal
    // protein 1.6 × 65 = 104 g; fat 30 % of 1420 = 426 kcal ÷ 9 = 47.3 → 47 g
    // carbohydrate (1420 − 416 − 423) ÷ 4 = 581 ÷ 4 = 145.25 → 145 g; water 35 × 70 = 2450 ml → 2.5 l
    const s = suggestTargets(base);
    expect(s.bmrKcal).toBe(1395.25);
    expect(s.activityFactor).toBe(1.375);
    expect(s.maintenanceKcal).toBeCloseTo(1918.46875, 6);
    expect(s.deficitKcal).toBe(500);
    expect(s.caution).toBeNull();
    expect(s.targets).toEqual({
      energyKcal: 1420,
      proteinG: 104,
      carbohydrateG: 145,
      fatG: 47,
      fibreG: 30,
      waterLitres: 2.5,
    });
    expect(s.working).toEqual([
      'BMR (Mifflin–St Jeor): 10 × 70 kg + 6.25 × 165 cm − 5 × 35 − 161 = 1,395 kcal',
      'Activity: × 1.375 (Lightly active) = 1,918 kcal',
      'Deficit: − 500 kcal = 1,420 kcal (to the nearest 10)',
      'Protein: 1.6 g × 65 kg goal weight = 104 g',
      'Fat: 30 % of 1,420 kcal ÷ 9 = 47 g',
      'Carbohydrate: the rest, 1,420 − 416 (protein) − 423 (fat) = 581 kcal ÷ 4 = 145 g',
      'Fibre: 30 g',
      'Water: 35 ml × 70 kg = 2.5 litres',
    ]);
  });

  it('takes protein from her current weight without a goal weight, or with a higher one', () => {
    // BMR 850 + 1062.5 − 210 − 161 = 1541.5; × 1.55 = 2389.325; − 250 = 2139.3 → 2140 kcal
    // protein 1.6 × 85 = 136 g; fat 642 ÷ 9 = 71.3 → 71 g; carbohydrate (2140 − 544 − 639) ÷ 4
    // = 957 ÷ 4 = 239.25 → 239 g; water 35 × 85 = 2975 ml → 3 l
    const input: SuggestionInput = {
      ...base,
      weightKg: 85,
      heightCm: 170,
      ageYears: 42,
      activityLevel: 'moderate',
      goalWeightKg: null,
      deficitKcal: 250,
    };
    const s = suggestTargets(input);
    expect(s.bmrKcal).toBe(1541.5);
    expect(s.maintenanceKcal).toBeCloseTo(2389.325, 6);
    expect(s.targets).toEqual({
      energyKcal: 2140,
      proteinG: 136,
      carbohydrateG: 239,
      fatG: 71,
      fibreG: 30,
      waterLitres: 3,
    });
    expect(s.working).toContain('Protein: 1.6 g × 85 kg current weight = 136 g');
    expect(s.working).toContain('Activity: × 1.55 (Moderately active) = 2,389 kcal');
    expect(suggestTargets({ ...input, goalWeightKg: 90 }).targets.proteinG).toBe(136);
    expect(suggestTargets({ ...input, goalWeightKg: 70 }).targets.proteinG).toBe(112);
    expect(suggestTargets({ ...input, proteinPerKg: 2 }).working).toContain(
      'Protein: 2 g × 85 kg current weight = 170 g',
    );
  });

  it('says "none" for no deficit', () => {
    // 1918.46875 → 1920 kcal
    const s = suggestTargets({ ...base, deficitKcal: 0 });
    expect(s.targets.energyKcal).toBe(1920);
    expect(s.working[2]).toBe('Deficit: none = 1,920 kcal (to the nearest 10)');
  });

  it('takes no deficit in pregnancy and adds 300 kcal', () => {
    // BMR 600 + 1000 − 150 − 161 = 1289; × 1.2 = 1546.8; + 300 = 1846.8 → 1850 kcal
    // protein 1.6 × 60 = 96 g (current weight: no loss in pregnancy); fat 555 ÷ 9 = 61.7 → 62 g
    // carbohydrate (1850 − 384 − 558) ÷ 4 = 908 ÷ 4 = 227 g; water 35 × 60 = 2.1 l
    const s = suggestTargets({
      ...base,
      weightKg: 60,
      heightCm: 160,
      ageYears: 30,
      activityLevel: 'sedentary',
      goalWeightKg: 55,
      deficitKcal: 500,
      pregnant: true,
    });
    expect(s.bmrKcal).toBe(1289);
    expect(s.maintenanceKcal).toBeCloseTo(1546.8, 6);
    expect(s.deficitKcal).toBe(0);
    expect(s.targets).toEqual({
      energyKcal: 1850,
      proteinG: 96,
      carbohydrateG: 227,
      fatG: 62,
      fibreG: 30,
      waterLitres: 2.1,
    });
    expect(s.caution).toBe(
      'Pregnant: no deficit. Energy is maintenance plus 300 kcal (second and third trimesters); check with her midwife or GP.',
    );
    expect(s.working).toContain(
      'Pregnancy: no deficit, + 300 kcal = 1,850 kcal (to the nearest 10)',
    );
    expect(s.working).toContain('Protein: 1.6 g × 60 kg current weight = 96 g');
  });

  it('takes no deficit while breastfeeding, adds 330 kcal and 0.7 litres of water', () => {
    // BMR 650 + 1050 − 165 − 161 = 1374; × 1.375 = 1889.25; + 330 = 2219.25 → 2220 kcal
    // protein 1.6 × 65 = 104 g; fat 666 ÷ 9 = 74 g; carbohydrate (2220 − 416 − 666) ÷ 4 = 1138 ÷ 4
    // = 284.5 → 285 g; water 35 × 65 = 2275 ml → 2.3 l, + 0.7 = 3 l
    const s = suggestTargets({
      ...base,
      weightKg: 65,
      heightCm: 168,
      ageYears: 33,
      goalWeightKg: null,
      deficitKcal: 250,
      breastfeeding: true,
    });
    expect(s.deficitKcal).toBe(0);
    expect(s.targets).toEqual({
      energyKcal: 2220,
      proteinG: 104,
      carbohydrateG: 285,
      fatG: 74,
      fibreG: 30,
      waterLitres: 3,
    });
    expect(s.caution).toBe(SUGGESTION_CAUTIONS.breastfeeding);
    expect(s.caution).toMatch(/no deficit.*milk supply/);
    expect(s.working).toEqual(
      expect.arrayContaining([
        'Breastfeeding: no deficit, + 330 kcal = 2,220 kcal (to the nearest 10)',
        'Water: 35 ml × 65 kg = 2.3 litres',
        'Breastfeeding: + 0.7 litres = 3 litres',
      ]),
    );
  });

  it('adds both when she is pregnant and breastfeeding, with both cautions', () => {
    // 1889.25 + 300 + 330 = 2519.25 → 2520 kcal
    const s = suggestTargets({
      ...base,
      weightKg: 65,
      heightCm: 168,
      ageYears: 33,
      pregnant: true,
      breastfeeding: true,
    });
    expect(s.targets.energyKcal).toBe(2520);
    expect(s.caution).toBe(`${SUGGESTION_CAUTIONS.pregnant} ${SUGGESTION_CAUTIONS.breastfeeding}`);
  });

  it('never suggests energy under the low-energy line, and says so', () => {
    // BMR 500 + 937.5 − 300 − 161 = 976.5; × 1.2 = 1171.8; − 500 = 671.8 → 670 → raised to 1200
    // protein 1.6 × 50 = 80 g; fat 360 ÷ 9 = 40 g; carbohydrate (1200 − 320 − 360) ÷ 4 = 130 g
    const s = suggestTargets({
      ...base,
      weightKg: 50,
      heightCm: 150,
      ageYears: 60,
      activityLevel: 'sedentary',
      goalWeightKg: null,
    });
    expect(s.maintenanceKcal).toBeCloseTo(1171.8, 6);
    expect(s.targets.energyKcal).toBe(LOW_ENERGY_KCAL);
    expect(s.targets).toMatchObject({
      proteinG: 80,
      fatG: 40,
      carbohydrateG: 130,
      waterLitres: 1.8,
    });
    expect(s.working).toContain('Deficit: − 500 kcal = 670 kcal (to the nearest 10)');
    expect(s.working).toContain('Energy: raised to 1,200 kcal, the lowest this suggestion goes');
  });

  it('keeps every target inside the plan’s ranges, and carbohydrate never negative', () => {
    // water 35 × 180 = 6.3 l → the 6 litre most
    const heavy = suggestTargets({ ...base, weightKg: 180, heightCm: 170, goalWeightKg: null });
    expect(heavy.targets.waterLitres).toBe(6);
    expect(heavy.working).toContain('Water: lowered to 6 litres, the highest target');

    const s = suggestTargets({
      ...base,
      weightKg: 100,
      heightCm: 150,
      ageYears: 60,
      activityLevel: 'sedentary',
      goalWeightKg: null,
      proteinPerKg: 2.5,
      deficitKcal: 500,
    });
    // BMR 1000 + 937.5 − 300 − 161 = 1476.5; × 1.2 = 1771.8; − 500 = 1271.8 → 1270 kcal
    // protein 2.5 × 100 = 250 g (1000 kcal) + fat 381 ÷ 9 → 42 g (378 kcal): nothing left
    expect(s.targets.energyKcal).toBe(1270);
    expect(s.targets.carbohydrateG).toBe(0);
  });
});
