import { linkify } from './linkify';

describe('linkify', () => {
  it('keeps markup as plain text', () => {
    expect(linkify('<b>hi</b>')).toEqual([{ kind: 'text', text: '<b>hi</b>' }]);
  });

  it('turns http and https addresses into links, leaving the punctuation after them', () => {
    expect(linkify('See https://example.com/a?b=1. And http://x.org!')).toEqual([
      { kind: 'text', text: 'See ' },
      { kind: 'link', text: 'https://example.com/a?b=1', href: 'https://example.com/a?b=1' },
      { kind: 'text', text: '. And ' },
      { kind: 'link', text: 'http://x.org', href: 'http://x.org' },
      { kind: 'text', text: '!' },
    ]);
  });

  it('drops a closing bracket the address did not open, keeps one it did', () => {
    expect(linkify('(https://example.com/a)')[1]).toMatchObject({ href: 'https://example.com/a' });
    expect(linkify('https://en.wikipedia.org/wiki/Pilates_(exercise)')[0]).toMatchObject({
      href: 'https://en.wikipedia.org/wiki/Pilates_(exercise)',
    });
  });

  it('never links other schemes or a bare scheme', () => {
    expect(linkify('javascript:alert(1) https:// ftp://x.y')).toEqual([
      { kind: 'text', text: 'javascript:alert(1) https:// ftp://x.y' },
    ]);
    expect(linkify('"https://x.y/"onmouseover=1')[1]).toMatchObject({ href: 'https://x.y/' });
  });

  it('joins back to the body exactly', () => {
    const body = 'a https://x.y/p, b\nhttps://z.w) c';
    expect(
      linkify(body)
        .map((s) => s.text)
        .join(''),
    ).toBe(body);
  });
});
