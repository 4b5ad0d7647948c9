import type { NutritionProfile } from '@wellness/contracts';
import {
  allergyLabel,
  dietLabel,
  feedingCaution,
  nutritionProfileFacts,
  staffWeight,
} from './client-profile';

const profile: NutritionProfile = {
  clientId: 'c1',
  firstName: 'Emma',
  lastName: 'Clarke',
  goals: ['lose-weight'],
  goalsOwnWords: 'Fit into my jeans',
  heightCm: 165,
  weightKg: 78.4,
  targetWeightKg: null,
  ageYears: 37,
  activityLevel: 'light',
  diet: ['vegetarian', 'other'],
  dietOther: 'No mushrooms',
  allergies: ['nut'],
  allergiesOther: null,
  medicalConditions: null,
  medications: ' ',
  pregnant: false,
  breastfeeding: true,
  weeksSinceBirth: 12,
  weightUnit: 'st',
  hasNutritionist: true,
};

describe('her nutrition profile', () => {
  it('labels diet and allergy codes', () => {
    expect(dietLabel('vegetarian')).toBe('Vegetarian');
    expect(dietLabel('other')).toBe('Other diet');
    expect(dietLabel('keto')).toBe('keto');
    expect(allergyLabel('nut')).toBe('Nut allergy');
    expect(allergyLabel('other')).toBe('Other allergy');
  });
  it('shows her weight in kg and in stones when she uses them', () => {
    expect(staffWeight(78.4, 'kg')).toBe('78.4 kg');
    expect(staffWeight(78.4, 'st')).toBe('78.4 kg (12 st 4.8 lb)');
    expect(staffWeight(null, 'kg')).toBe('Not answered');
  });
  it('names pregnancy and breastfeeding', () => {
    expect(feedingCaution({ pregnant: true, breastfeeding: false, weeksSinceBirth: null })).toBe(
      'Pregnant',
    );
    expect(feedingCaution(profile)).toBe('Breastfeeding (12 weeks since the birth)');
    expect(feedingCaution({ pregnant: false, breastfeeding: false, weeksSinceBirth: null })).toBe(
      null,
    );
  });
  it('lists the answers that matter, allergies and feeding marked for attention', () => {
    const facts = Object.fromEntries(nutritionProfileFacts(profile).map((f) => [f.term, f]));
    expect(facts.Goals.value).toBe('Lose weight; Fit into my jeans');
    expect(facts.Diet.value).toBe('Vegetarian, No mushrooms');
    expect(facts.Allergies).toMatchObject({ value: 'Nut allergy', attention: true });
    expect(facts.Medications.value).toBe('None given');
    expect(facts['Pregnancy and breastfeeding'].attention).toBe(true);
    expect(facts.Activity.value).toMatch(/^Lightly active/);
  });
});
