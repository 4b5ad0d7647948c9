// Message bodies are plain text: React renders them escaped, and only http(s) addresses become links.

export type BodySegment =
  { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

const URL_PATTERN = /\bhttps?:\/\/[^\s<>"]+/gi;
/** Punctuation that ends a sentence rather than the address ("see https://x.y/a."). */
const TRAILING = /[.,;:!?'*]+$/;

/** Cuts trailing punctuation, and a closing bracket the address did not open. */
function trimUrl(raw: string): string {
  let url = raw.replace(TRAILING, '');
  for (const [open, close] of [
    ['(', ')'],
    ['[', ']'],
  ] as const) {
    while (url.endsWith(close) && url.split(open).length < url.split(close).length) {
      url = url.slice(0, -1).replace(TRAILING, '');
    }
  }
  return url;
}

/** Whether a string is an address a link may point to (http or https, parsable). */
export function isSafeHref(href: string): boolean {
  try {
    const { protocol } = new URL(href);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}

/** A body as text and link segments, in order; joined back they are the body exactly. */
export function linkify(body: string): BodySegment[] {
  const segments: BodySegment[] = [];
  let at = 0;
  const push = (text: string) => {
    if (!text) return;
    const last = segments[segments.length - 1];
    if (last?.kind === 'text') last.text += text;
    else segments.push({ kind: 'text', text });
  };
  for (const match of body.matchAll(URL_PATTERN)) {
    const start = match.index ?? 0;
    const url = trimUrl(match[0]);
    push(body.slice(at, start));
    if (url.length > 'https://'.length && isSafeHref(url))
      segments.push({ kind: 'link', text: url, href: url });
    else push(url);
    at = start + url.length;
  }
  push(body.slice(at));
  return segments;
}
