import { copyBody, scratchBody } from './new-plan-body';
import { almonds, doc, egg, none, nutAllergy, targets } from './test-fixtures';

describe('starting a plan', () => {
  const clientId = '5b0f6a4e-8f1c-4c4e-9f3e-2f1a6d2c9b11';

  it('from scratch: her targets and no meals (the editor shows the default ones)', () => {
    expect(scratchBody(clientId, ' Plan ', targets)).toEqual({
      clientId,
      title: 'Plan',
      targets,
      meals: [],
    });
  });

  it('from another plan: copies it, leaving out foods that conflict with her and old reasons', () => {
    const source = doc([
      {
        name: 'Snacks',
        options: [
          {
            items: [
              { foodId: almonds.id, grams: 30, unit: 'g', allergyOverride: 'ok', food: almonds },
            ],
          },
          { items: [{ foodId: egg.id, grams: 50, unit: 'g', allergyOverride: 'why', food: egg }] },
        ],
      },
    ]);
    const { body, left } = copyBody(source, clientId, 'Copy', nutAllergy);
    expect(left).toEqual([almonds.name]);
    expect(body.meals).toEqual([
      { name: 'Snacks', options: [{ items: [{ foodId: egg.id, grams: 50, unit: 'g' }] }] },
    ]);
    expect(copyBody(source, clientId, 'Copy', none).body.meals[0].options).toHaveLength(2);
  });
});
