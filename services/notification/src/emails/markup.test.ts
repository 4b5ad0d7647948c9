import {
  RenderError,
  fillFields,
  linkProblems,
  parseInline,
  parseMarkup,
  renderMarkup,
} from './markup';

const style = { linkColour: '#123456' };
const render = (body: string, values: Record<string, string> = {}) =>
  renderMarkup(body, values, style);

describe('parseMarkup', () => {
  it('reads headings, paragraphs (their lines kept), lists and buttons', () => {
    const blocks = parseMarkup(
      [
        '## Welcome, {{firstName}}',
        '',
        'First line',
        'second line',
        '',
        '- one',
        '- two',
        '',
        '1. first',
        '2) second',
        '',
        '[button: Start your check-in]({{checkinLink}})',
      ].join('\r\n'),
    );
    expect(blocks.map((block) => block.kind)).toEqual([
      'heading',
      'paragraph',
      'bullets',
      'numbers',
      'button',
    ]);
    expect(blocks[1]).toEqual({
      kind: 'paragraph',
      lines: [[{ kind: 'text', text: 'First line' }], [{ kind: 'text', text: 'second line' }]],
    });
    expect(blocks[2]).toMatchObject({
      kind: 'bullets',
      items: [[{ text: 'one' }], [{ text: 'two' }]],
    });
    expect(blocks[3]).toMatchObject({
      kind: 'numbers',
      items: [[{ text: 'first' }], [{ text: 'second' }]],
    });
    expect(blocks[4]).toEqual({
      kind: 'button',
      label: [{ kind: 'text', text: 'Start your check-in' }],
      href: '{{checkinLink}}',
    });
  });

  it('starts a new block at a heading, a list or a button even without a blank line', () => {
    const blocks = parseMarkup('Intro\n- a\n- b\nAfter\n## Head\n[button: Go](https://x.test)');
    expect(blocks.map((block) => block.kind)).toEqual([
      'paragraph',
      'bullets',
      'paragraph',
      'heading',
      'button',
    ]);
  });

  it('reads bold and links inside a line, bold inside a link', () => {
    expect(parseInline('Hi **there** and [**our** site](https://x.test/a?b=1), bye')).toEqual([
      { kind: 'text', text: 'Hi ' },
      { kind: 'bold', children: [{ kind: 'text', text: 'there' }] },
      { kind: 'text', text: ' and ' },
      {
        kind: 'link',
        href: 'https://x.test/a?b=1',
        children: [
          { kind: 'bold', children: [{ kind: 'text', text: 'our' }] },
          { kind: 'text', text: ' site' },
        ],
      },
      { kind: 'text', text: ', bye' },
    ]);
    expect(parseInline('2 ** 3 and [not a link]')).toEqual([
      { kind: 'text', text: '2 ** 3 and [not a link]' },
    ]);
  });
});

describe('renderMarkup', () => {
  it('renders every construct to HTML and to plain text', () => {
    const out = render(
      '## Hello {{name}}\n\nYou are **great**, see [the plan]({{link}}).\nLine two\n\n- **Amount:** £49\n- Two\n\n1. First\n2. Second\n\n[button: Open]({{link}})',
      { name: 'Mia', link: 'https://app.example.com/plan' },
    );
    expect(out.html).toContain('>Hello Mia</h1>');
    expect(out.html).toContain(
      'You are <strong>great</strong>, see <a href="https://app.example.com/plan"',
    );
    expect(out.html).toContain('the plan</a>.<br>Line two</p>');
    expect(out.html).toMatch(
      /<ul[^>]*><li[^>]*><strong>Amount:<\/strong> £49<\/li><li[^>]*>Two<\/li><\/ul>/,
    );
    expect(out.html).toMatch(/<ol[^>]*><li[^>]*>First<\/li><li[^>]*>Second<\/li><\/ol>/);
    expect(out.html).toContain('background:#123456');
    expect(out.html).toContain('>Open</a>');
    expect(out.text).toBe(
      [
        'Hello Mia',
        'You are great, see the plan (https://app.example.com/plan).\nLine two',
        '- Amount: £49\n- Two',
        '1. First\n2. Second',
        'Open: https://app.example.com/plan',
      ].join('\n\n'),
    );
  });

  it('escapes hostile values and never reads them as markup', () => {
    const hostile = '<script>alert(1)</script> **bold** [x](https://evil.test) "q" & \'a\'';
    const out = render('## {{v}}\n\nHi {{v}}\n\n- {{v}}\n\n[button: {{v}}](https://x.test)', {
      v: hostile,
    });
    expect(out.html).not.toContain('<script>');
    expect(out.html).not.toContain('<strong>bold');
    expect(out.html).not.toContain('href="https://evil.test"');
    expect(out.html).toContain(
      '&lt;script&gt;alert(1)&lt;/script&gt; **bold** [x](https://evil.test) &quot;q&quot; &amp; &#39;a&#39;',
    );
    expect(out.text).toContain(`Hi ${hostile}`);
  });

  it('escapes what the coach writes too: her text is text, not HTML', () => {
    const out = render('<img src=x onerror=alert(1)> & <b>bold</b>');
    expect(out.html).toContain('&lt;img src=x onerror=alert(1)&gt; &amp; &lt;b&gt;bold&lt;/b&gt;');
  });

  it('puts a value into a link target, and refuses a link that is not a web link', () => {
    const ok = render('[button: Go]({{link}})', { link: 'https://x.test/a?b=1&c="2"' });
    expect(ok.html).toContain('href="https://x.test/a?b=1&amp;c=%222%22"');
    for (const link of ['javascript:alert(1)', 'data:text/html,hi', 'not a link', 'mailto:a@b.c']) {
      expect(() => render('[button: Go]({{link}})', { link })).toThrow(RenderError);
      expect(() => render('See [this]({{link}})', { link })).toThrow(/Not a web link/);
    }
    expect(() => render('[x](javascript:alert)')).toThrow(RenderError);
    // Brackets inside a target end it: this is text, never a link.
    expect(render('[x](javascript:alert(1))').html).not.toContain('href');
  });

  it('leaves out what comes out empty: a paragraph, a list item with an empty field', () => {
    const out = render('Hi\n\n{{note}}\n\n- **Plan:** {{plan}}\n- **Paid by:** Card', {
      note: '',
      plan: ' ',
    });
    expect(out.text).toBe('Hi\n\n- Paid by: Card');
    expect(out.html).not.toContain('Plan');
  });

  it('refuses a field without a value', () => {
    expect(() => render('Hi {{who}}')).toThrow('No value for the merge field {{who}}');
    expect(() => fillFields('{{ a }} and {{b}}', { a: '1' })).toThrow(/\{\{b\}\}/);
    expect(fillFields('{{ a }} and {{b}}', { a: '$&', b: '$1' })).toBe('$& and $1');
  });
});

describe('linkProblems', () => {
  it('accepts web links and merge fields, and names the others', () => {
    expect(linkProblems('[a](https://x.test) [button: b]({{link}}) [c]({{base}}/x)')).toEqual([]);
    expect(linkProblems('[a](javascript:void)\n\n[button: b](ftp://x.test)')).toEqual([
      'Links must be web addresses (https://…): javascript:void',
      'Links must be web addresses (https://…): ftp://x.test',
    ]);
  });
});
