import { TAG_LIMITS } from '@wellness/contracts';
import { applyTagRequest, replaceTags, tagChangeSummary, tagsChanged } from './tag-sets';

describe('replaceTags', () => {
  it('names what was added and removed, sorted', () => {
    expect(replaceTags(['new', 'vip'], ['vip', 'postnatal', 'busy-mum'])).toEqual({
      tags: ['busy-mum', 'postnatal', 'vip'],
      added: ['busy-mum', 'postnatal'],
      removed: ['new'],
    });
  });

  it('sees no change in the same set', () => {
    expect(tagsChanged(replaceTags(['a', 'b'], ['b', 'a']))).toBe(false);
  });
});

describe('applyTagRequest', () => {
  it('normalises, removes first, then adds; already-there tags change nothing', () => {
    expect(
      applyTagRequest(['new', 'vip'], { add: [' VIP', 'Welcome-Done'], remove: ['new'] }),
    ).toEqual({
      tags: ['vip', 'welcome-done'],
      added: ['welcome-done'],
      removed: ['new'],
      rejected: [],
    });
  });

  it('is idempotent: the same request again changes nothing', () => {
    const once = applyTagRequest(['new'], { add: ['done'], remove: ['new'] });
    const twice = applyTagRequest(once.tags, { add: ['done'], remove: ['new'] });
    expect(tagsChanged(twice)).toBe(false);
    expect(twice.tags).toEqual(['done']);
  });

  it('leaves out invalid tags and additions beyond the limit', () => {
    const full = Array.from({ length: TAG_LIMITS.perClient }, (_, i) => `t${i}`);
    const result = applyTagRequest(full, { add: ['one-more', 'not a tag!'], remove: [] });
    expect(tagsChanged(result)).toBe(false);
    expect(result.rejected.sort()).toEqual(['not a tag!', 'one-more']);
  });
});

describe('tagChangeSummary', () => {
  it('says what was added and removed', () => {
    expect(tagChangeSummary({ added: ['vip', 'x'], removed: ['new'] })).toBe(
      'Tags: added vip, x; removed new',
    );
    expect(tagChangeSummary({ added: [], removed: ['new'] })).toBe('Tags: removed new');
  });
});
