/** The longest file name kept (longer ones keep their start and their extension). */
export const MAX_ATTACHMENT_NAME = 120;

// eslint-disable-next-line no-control-regex -- control characters are exactly what go
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/g;

/**
 * The name an attachment is shown and downloaded under: the chosen file's name without folders
 * (a browser may send `C:\fakepath\Plan.pdf`) or control characters, trimmed, at most 120
 * characters with its extension kept; `fallback` when nothing is left.
 */
export function attachmentName(chosen: string, fallback: string): string {
  const base = chosen.split(/[/\\]/).pop() ?? '';
  const name = base.replace(CONTROL, '').replace(/\s+/g, ' ').trim();
  if (!name || name === '.' || name === '..') return fallback;
  const chars = Array.from(name);
  if (chars.length <= MAX_ATTACHMENT_NAME) return name;
  const dot = name.lastIndexOf('.');
  const ext = dot > 0 ? Array.from(name.slice(dot)) : [];
  const keep = ext.length > 0 && ext.length <= 10 ? ext : [];
  return chars.slice(0, MAX_ATTACHMENT_NAME - keep.length).join('') + keep.join('');
}
