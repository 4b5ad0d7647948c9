import { parseNumber } from './plan-draft';
import { fieldErrorsFrom } from './server-errors';

describe('a failed request', () => {
  it('reads the 400 field errors and numbers as typed', () => {
    expect(fieldErrorsFrom({ status: 400, body: { fields: { title: 'x', n: 3 } } })).toEqual({
      title: 'x',
    });
    expect(fieldErrorsFrom(new Error('x'))).toEqual({});
    expect([parseNumber('1,5'), parseNumber(' 12 '), parseNumber('abc'), parseNumber('')]).toEqual([
      1.5,
      12,
      NaN,
      NaN,
    ]);
  });
});
