import { MAX_SEARCH_WORDS, searchWords } from './search-terms';

describe('search words', () => {
  it.each([
    ['chiken brest', ['chiken', 'brest']],
    ['  Chicken,  BREAST ', ['chicken', 'breast']],
    ['crème fraîche', ['creme', 'fraiche']],
    ['jalapeño-peppers', ['jalapeno', 'peppers']],
    ['milk 3.25%', ['milk', '3', '25']],
    ['egg egg', ['egg']],
    ['!!!', []],
    ['turkey mince', ['turkey', 'ground']],
    ['Courgette', ['zucchini']],
    ['wholemeal bread', ['whole', 'wheat', 'bread']],
  ])('%j → %j', (search, words) => {
    expect(searchWords(search)).toEqual(words);
  });

  it(`keeps the first ${MAX_SEARCH_WORDS} words`, () => {
    expect(searchWords('a b c d e f g')).toEqual(['a', 'b', 'c', 'd', 'e']);
  });
});
