import { customFoodBody } from './custom-food';

describe('a custom food', () => {
  it('is sent with numbers, leaving out blank optional values', () => {
    expect(
      customFoodBody({
        name: ' Protein oats ',
        group: 'Breakfast cereals',
        energyKcal: '380',
        proteinG: '20',
        carbohydrateG: '55',
        fatG: '7',
        fibreG: '8',
        sugarsG: '',
        saltG: '',
      }),
    ).toEqual({
      name: 'Protein oats',
      group: 'Breakfast cereals',
      energyKcal: 380,
      proteinG: 20,
      carbohydrateG: 55,
      fatG: 7,
      fibreG: 8,
    });
  });
});
