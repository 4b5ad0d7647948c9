import { toQueryString } from '../../lib/url-state';
import {
  CLIENT_FILTER_DEFAULTS,
  clientListQuery,
  filterSignature,
  isFiltered,
  parseClientFilters,
} from './filters';

describe('client filters', () => {
  it('keeps the tag filter through the URL and into the API query', () => {
    const f = parseClientFilters(new URLSearchParams('tag=postnatal&status=active'));
    expect(f).toMatchObject({ tag: 'postnatal', status: 'active' });
    expect(isFiltered(f)).toBe(true);
    expect(clientListQuery(f)).toMatchObject({ tag: 'postnatal', status: 'active' });
    const changed: Record<string, string | number> = { ...f };
    for (const key of Object.keys(CLIENT_FILTER_DEFAULTS))
      if (changed[key] === CLIENT_FILTER_DEFAULTS[key]) delete changed[key];
    expect(parseClientFilters(new URLSearchParams(toQueryString(changed)))).toEqual(f);
  });

  it('normalises a tag as the API stores it, and drops one that is not a tag', () => {
    expect(parseClientFilters(new URLSearchParams('tag=%20VIP%20')).tag).toBe('vip');
    expect(parseClientFilters(new URLSearchParams('tag=no%20way')).tag).toBe('');
    const none = parseClientFilters(new URLSearchParams(''));
    expect(none.tag).toBe('');
    expect(isFiltered(none)).toBe(false);
    expect(clientListQuery(none).tag).toBeUndefined();
  });

  it('counts the tag among the filters that clear the selection', () => {
    const base = parseClientFilters(new URLSearchParams(''));
    expect(filterSignature({ ...base, tag: 'vip' })).not.toBe(filterSignature(base));
  });
});
