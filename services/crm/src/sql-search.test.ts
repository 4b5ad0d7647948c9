import { escapeLike, nameOrEmailContains, searchTerms } from './sql-search';

describe('search SQL', () => {
  it.each([
    ['100%', '100\\%'],
    ['a_b', 'a\\_b'],
    ['back\\slash', 'back\\\\slash'],
    ['plain', 'plain'],
  ])('escapeLike takes %s literally as %s', (term, escaped) => {
    expect(escapeLike(term)).toBe(escaped);
  });

  it('matches each term as an escaped substring, bound as a parameter', () => {
    const [percent, underscore] = nameOrEmailContains('c', searchTerms('100% A_B'));
    expect(percent.sql).toBe("lower(c.first_name || ' ' || c.last_name || ' ' || c.email) LIKE ?");
    expect(percent.values).toEqual(['%100\\%%']);
    expect(underscore.values).toEqual(['%a\\_b%']);
  });

  it('searches at most five distinct lower-cased words', () => {
    expect(searchTerms('  Emma  emma WILSON a b c d e ')).toEqual([
      'emma',
      'wilson',
      'a',
      'b',
      'c',
    ]);
    expect(searchTerms(undefined)).toEqual([]);
  });
});
