import { mergeFieldsIn, unknownMergeFields } from './email-templates';

describe('merge fields', () => {
  it('finds each field once, in order, however it is spaced', () => {
    expect(mergeFieldsIn('Hi {{firstName}}, see {{ checkinLink }} — {{firstName}}')).toEqual([
      'firstName',
      'checkinLink',
    ]);
    expect(mergeFieldsIn('{{}} {{1abc}} {{first-name}} { {x} }')).toEqual([]);
  });

  it('names the fields a template does not declare', () => {
    expect(
      unknownMergeFields('{{firstName}} {{shoeSize}} {{coachName}}', ['firstName', 'coachName']),
    ).toEqual(['shoeSize']);
  });
});
