/**
 * The editor's toolbar as pure functions of the text and the selection: each writes the markup of
 * contracts' email-templates (`## `, `**…**`, `[…](…)`, `- `, `1. `, `[button: …](…)`, `{{field}}`)
 * and says what to select afterwards.
 */
export interface Selection {
  start: number;
  end: number;
}
export interface Edit {
  text: string;
  selection: Selection;
}

const LINK_PLACEHOLDER = 'https://';

function clamp(text: string, s: Selection): Selection {
  const start = Math.max(0, Math.min(s.start, s.end, text.length));
  return { start, end: Math.max(start, Math.min(Math.max(s.start, s.end), text.length)) };
}

/** Replaces [start, end) and selects [from, to) of the replacement. */
function replace(
  text: string,
  start: number,
  end: number,
  replacement: string,
  from = replacement.length,
  to = from,
): Edit {
  return {
    text: text.slice(0, start) + replacement + text.slice(end),
    selection: { start: start + from, end: start + to },
  };
}

/** Wraps the selection in `**`, or unwraps it when it is bold already. */
export function toggleBold(text: string, selection: Selection): Edit {
  const { start, end } = clamp(text, selection);
  const chosen = text.slice(start, end);
  if (chosen.length >= 4 && chosen.startsWith('**') && chosen.endsWith('**')) {
    const inner = chosen.slice(2, -2);
    return replace(text, start, end, inner, 0, inner.length);
  }
  if (text.slice(start - 2, start) === '**' && text.slice(end, end + 2) === '**') {
    return replace(text, start - 2, end + 2, chosen, 0, chosen.length);
  }
  const inner = chosen || 'bold text';
  return replace(text, start, end, `**${inner}**`, 2, 2 + inner.length);
}

/** `[selection](https://)`, with the address selected so it can be typed over. */
export function insertLink(text: string, selection: Selection): Edit {
  const { start, end } = clamp(text, selection);
  const label = text.slice(start, end).replace(/\s+/g, ' ').trim() || 'link text';
  const markup = `[${label}](${LINK_PLACEHOLDER})`;
  return replace(text, start, end, markup, label.length + 3, markup.length - 1);
}

/** `{{name}}` in place of the selection, the cursor after it. */
export function insertField(text: string, selection: Selection, name: string): Edit {
  const { start, end } = clamp(text, selection);
  return replace(text, start, end, `{{${name}}}`);
}

/** The whole lines the selection touches. */
function lineRange(text: string, s: Selection): Selection {
  const start = text.lastIndexOf('\n', s.start - 1) + 1;
  const last = s.end > s.start && text[s.end - 1] === '\n' ? s.end - 1 : s.end;
  const newline = text.indexOf('\n', last);
  return { start, end: newline < 0 ? text.length : Math.max(newline, start) };
}

/**
 * Replaces the touched lines with a block, kept apart from its neighbours by blank lines (the
 * markup's blocks). An empty selection ends up after the block; else the block is selected.
 */
function replaceBlock(text: string, s: Selection, block: string, separate: boolean): Edit {
  const range = lineRange(text, s);
  const before = separate && range.start >= 2 && text[range.start - 2] !== '\n' ? '\n' : '';
  const after =
    separate && range.end < text.length && text[range.end + 1] !== '\n' && text[range.end + 1]
      ? '\n'
      : '';
  const from = s.start === s.end ? before.length + block.length : before.length;
  return replace(
    text,
    range.start,
    range.end,
    before + block + after,
    from,
    before.length + block.length,
  );
}

const HEADING = /^#{1,6}\s+/;
const BULLET = /^[-*]\s+/;
const NUMBER = /^\d+[.)]\s+/;

/** `## ` before the line, or takes it away. */
export function toggleHeading(text: string, selection: Selection): Edit {
  const s = clamp(text, selection);
  const range = lineRange(text, s);
  const lines = text.slice(range.start, range.end).split('\n');
  if (lines.every((line) => HEADING.test(line))) {
    return replaceBlock(text, s, lines.map((l) => l.replace(HEADING, '')).join('\n'), false);
  }
  const heading = lines.map((l) => l.replace(BULLET, '').replace(NUMBER, '').trim()).join(' ');
  return replaceBlock(text, s, `## ${heading}`, true);
}

export type ListKind = 'bulleted' | 'numbered';

/** Makes the touched lines a list of the kind (renumbered), or plain lines when they are one. */
export function toggleList(text: string, selection: Selection, kind: ListKind): Edit {
  const s = clamp(text, selection);
  const range = lineRange(text, s);
  const lines = text.slice(range.start, range.end).split('\n');
  const own = kind === 'bulleted' ? BULLET : NUMBER;
  const items = lines.filter((line) => line.trim() !== '');
  if (items.length > 0 && items.every((line) => own.test(line))) {
    return replaceBlock(text, s, items.map((l) => l.replace(own, '')).join('\n'), false);
  }
  const plain = (items.length ? items : ['']).map((l) =>
    l.replace(HEADING, '').replace(BULLET, '').replace(NUMBER, ''),
  );
  const block = plain
    .map((item, i) => `${kind === 'bulleted' ? '-' : `${i + 1}.`} ${item}`)
    .join('\n');
  return replaceBlock(text, s, block, true);
}

/** `[button: label](https://)` as a block of its own, the address selected. */
export function insertButton(text: string, selection: Selection): Edit {
  const s = clamp(text, selection);
  const label = text.slice(s.start, s.end).replace(/\s+/g, ' ').trim() || 'Button text';
  const range = s.start === s.end ? lineRange(text, s) : s;
  const lineIsEmpty = text.slice(range.start, range.end).trim() === '';
  // On a line with text, the button goes after that line.
  const at = s.start === s.end && !lineIsEmpty ? range.end : range.start;
  const end = range.end;
  const markup = `[button: ${label}](${LINK_PLACEHOLDER})`;
  const before =
    at > 0 && text[at - 1] !== '\n' ? '\n\n' : at > 1 && text[at - 2] !== '\n' ? '\n' : '';
  const next = text.slice(end);
  const after =
    next === '' ? '' : next.startsWith('\n\n') ? '' : next.startsWith('\n') ? '\n' : '\n\n';
  const urlStart = before.length + markup.length - 1 - LINK_PLACEHOLDER.length;
  return replace(
    text,
    at,
    end,
    before + markup + after,
    urlStart,
    urlStart + LINK_PLACEHOLDER.length,
  );
}
