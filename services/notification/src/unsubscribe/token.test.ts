import { UNSUBSCRIBE_LINK_PLACEHOLDER } from '../emails/layout';
import {
  fillUnsubscribeLink,
  signUnsubscribeToken,
  unsubscribeUrl,
  verifyUnsubscribeToken,
} from './token';

const SECRET = 'a-test-identity-secret-of-32-characters!';
const OTHER_SECRET = 'another-identity-secret-of-32-characters';

/** The token with one character changed (at `index`, from the end when negative). */
const flipped = (token: string, index: number) => {
  const at = index < 0 ? token.length + index : index;
  return `${token.slice(0, at)}${token[at] === 'x' ? 'y' : 'x'}${token.slice(at + 1)}`;
};

describe('unsubscribe tokens', () => {
  it('name the lower-cased address they were signed for', () => {
    const token = signUnsubscribeToken(SECRET, '  Mia.Jones@Example.COM ');
    expect(token).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
    expect(verifyUnsubscribeToken(SECRET, token)).toBe('mia.jones@example.com');
    expect(signUnsubscribeToken(SECRET, 'mia.jones@example.com')).toBe(token);
  });

  it('are refused when signed with another secret', () => {
    const token = signUnsubscribeToken(OTHER_SECRET, 'mia@example.com');
    expect(verifyUnsubscribeToken(SECRET, token)).toBeNull();
  });

  it('are refused when the address is swapped under a genuine signature', () => {
    const [, signature] = signUnsubscribeToken(SECRET, 'mia@example.com').split('.');
    const forged = `${Buffer.from('eve@example.com').toString('base64url')}.${signature}`;
    expect(verifyUnsubscribeToken(SECRET, forged)).toBeNull();
  });

  it('are not the plain HMAC of the address with IDENTITY_SECRET (a key of their own)', async () => {
    const { createHmac } = await import('node:crypto');
    const plain = createHmac('sha256', SECRET).update('mia@example.com').digest('base64url');
    expect(signUnsubscribeToken(SECRET, 'mia@example.com').split('.')[1]).not.toBe(plain);
  });

  it.each([
    ['empty', ''],
    ['no signature', Buffer.from('mia@example.com').toString('base64url')],
    ['three parts', 'a.b.c'],
    ['not base64url', 'mia@example.com.abc'],
    ['a truncated signature', signUnsubscribeToken(SECRET, 'mia@example.com').slice(0, -4)],
    ['a changed signature', flipped(signUnsubscribeToken(SECRET, 'mia@example.com'), -10)],
    ['a changed address', flipped(signUnsubscribeToken(SECRET, 'mia@example.com'), 2)],
    ['far too long', `${'a'.repeat(600)}.${'b'.repeat(43)}`],
    [
      'an upper-case address signed as is',
      `${Buffer.from('MIA@example.com').toString('base64url')}.${'A'.repeat(43)}`,
    ],
  ])('garbled (%s) → null', (_what, token) => {
    expect(verifyUnsubscribeToken(SECRET, token)).toBeNull();
  });

  it('make the page address under the app URL', () => {
    const url = unsubscribeUrl({ appUrl: 'https://app.example.com' }, SECRET, 'mia@example.com');
    expect(url).toBe(
      `https://app.example.com/unsubscribe/${signUnsubscribeToken(SECRET, 'mia@example.com')}`,
    );
  });
});

describe('fillUnsubscribeLink', () => {
  it('fills the placeholder in both parts, escaped in the HTML', () => {
    const url = 'https://app.example.com/unsubscribe/a.b?x=1&y="2"';
    const filled = fillUnsubscribeLink(
      {
        subject: 'Hello',
        html: `<a href="${UNSUBSCRIBE_LINK_PLACEHOLDER}">Unsubscribe</a>`,
        text: `Unsubscribe: ${UNSUBSCRIBE_LINK_PLACEHOLDER}`,
      },
      url,
    );
    expect(filled).toEqual({
      subject: 'Hello',
      html: '<a href="https://app.example.com/unsubscribe/a.b?x=1&amp;y=&quot;2&quot;">Unsubscribe</a>',
      text: `Unsubscribe: ${url}`,
    });
  });
});
