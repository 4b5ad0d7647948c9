import {
  insertButton,
  insertField,
  insertLink,
  toggleBold,
  toggleHeading,
  toggleList,
} from './markup';
import type { Edit } from './markup';

/** The text with the selection drawn in: `[` and `]` around it, `|` for a cursor. */
function show({ text, selection: { start, end } }: Edit): string {
  if (start === end) return `${text.slice(0, start)}|${text.slice(start)}`;
  return `${text.slice(0, start)}[${text.slice(start, end)}]${text.slice(end)}`;
}
/** The reverse: `a [b] c` → text and selection. */
function at(marked: string): [string, { start: number; end: number }] {
  const cursor = marked.indexOf('|');
  if (cursor >= 0) return [marked.replace('|', ''), { start: cursor, end: cursor }];
  const start = marked.indexOf('[');
  const end = marked.indexOf(']') - 1;
  return [marked.replace('[', '').replace(']', ''), { start, end }];
}

describe('bold', () => {
  it('wraps the selection and keeps it selected', () => {
    expect(show(toggleBold(...at('Hello [Emma] there')))).toBe('Hello **[Emma]** there');
  });
  it('unwraps bold text, whether the markers are selected or just outside', () => {
    expect(show(toggleBold(...at('Hello [**Emma**] there')))).toBe('Hello [Emma] there');
    expect(show(toggleBold(...at('Hello **[Emma]** there')))).toBe('Hello [Emma] there');
  });
  it('offers placeholder text at a cursor', () => {
    expect(show(toggleBold(...at('Hi |')))).toBe('Hi **[bold text]**');
  });
});

describe('link', () => {
  it('links the selection and selects the address to type', () => {
    expect(show(insertLink(...at('See [our guide] today')))).toBe(
      'See [our guide]([https://]) today',
    );
  });
  it('uses placeholder text at a cursor', () => {
    expect(insertLink(...at('|')).text).toBe('[link text](https://)');
  });
});

describe('merge fields', () => {
  it('replaces the selection and puts the cursor after the field', () => {
    expect(show(insertField(...at('Hi [name],'), 'firstName'))).toBe('Hi {{firstName}}|,');
  });
});

describe('heading', () => {
  it('makes the line a heading, apart from its neighbours', () => {
    expect(show(toggleHeading(...at('Intro\nWelc|ome\nMore')))).toBe(
      'Intro\n\n## Welcome|\n\nMore',
    );
  });
  it('does not add blank lines that are there already', () => {
    expect(toggleHeading(...at('Intro\n\nWelc|ome\n\nMore')).text).toBe(
      'Intro\n\n## Welcome\n\nMore',
    );
  });
  it('takes the heading away again', () => {
    expect(toggleHeading(...at('## Welc|ome')).text).toBe('Welcome');
  });
});

describe('lists', () => {
  it('makes each selected line an item', () => {
    expect(show(toggleList(...at('[one\ntwo]'), 'bulleted'))).toBe('[- one\n- two]');
    expect(show(toggleList(...at('[one\ntwo]'), 'numbered'))).toBe('[1. one\n2. two]');
  });
  it('switches between kinds and back to plain lines', () => {
    expect(toggleList(...at('[- one\n- two]'), 'numbered').text).toBe('1. one\n2. two');
    expect(toggleList(...at('[1. one\n2. two]'), 'numbered').text).toBe('one\ntwo');
  });
  it('starts an item on an empty line, apart from the paragraph above', () => {
    expect(show(toggleList(...at('Things to bring:\n|'), 'bulleted'))).toBe(
      'Things to bring:\n\n- |',
    );
  });
});

describe('button', () => {
  it('adds a button block after the line, the address selected', () => {
    expect(show(insertButton(...at('Ready when you a|re.')))).toBe(
      'Ready when you are.\n\n[button: Button text]([https://])',
    );
  });
  it('turns the selection into the button’s label', () => {
    expect(show(insertButton(...at('[Start your check-in]\n\nThanks')))).toBe(
      '[button: Start your check-in]([https://])\n\nThanks',
    );
  });
  it('fills an empty line', () => {
    expect(insertButton(...at('Hi\n\n|\n\nBye')).text).toBe(
      'Hi\n\n[button: Button text](https://)\n\nBye',
    );
  });
});
