import { readCookie } from './cookies';

describe('readCookie', () => {
  it('finds a cookie by its exact name, wherever it stands', () => {
    expect(readCookie('wellness_session=abc', 'wellness_session')).toBe('abc');
    expect(readCookie('x=1;  wellness_session=abc ; y=2', 'wellness_session')).toBe('abc');
    expect(readCookie('token=a=b', 'token')).toBe('a=b');
  });
  it('tells an empty cookie from an absent one', () => {
    expect(readCookie('wellness_signed_in=', 'wellness_signed_in')).toBe('');
    expect(readCookie('not_wellness_signed_in=1', 'wellness_signed_in')).toBeUndefined();
    expect(readCookie('wellness_signed_in_x=1', 'wellness_signed_in')).toBeUndefined();
    expect(readCookie('', 'wellness_signed_in')).toBeUndefined();
    expect(readCookie(undefined, 'wellness_signed_in')).toBeUndefined();
  });
});
