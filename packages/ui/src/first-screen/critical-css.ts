/** Comments and needless whitespace out: enough for the hand-written stylesheets a document inlines. */
export function minifyCss(css: string): string {
  return css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s+/g, ' ')
    .replace(/\s*([{}:;,>])\s*/g, '$1')
    .replace(/;}/g, '}')
    .trim();
}

/** The class names a selector needs an element to have (those inside `:not(…)` it needs absent). */
function requiredClasses(selector: string): string[] {
  return [...selector.replace(/:not\([^)]*\)/g, '').matchAll(/\.([\w-]+)/g)].map((m) => m[1]);
}

/** The end of the block that opens at `open` (a `{`), past its matching `}`. */
function blockEnd(css: string, open: number): number {
  let depth = 0;
  for (let i = open; i < css.length; i++) {
    if (css[i] === '{') depth++;
    else if (css[i] === '}' && --depth === 0) return i + 1;
  }
  return css.length;
}

/**
 * The rules of a (comment-free) stylesheet that can style a piece of markup: those with a selector
 * whose class names the markup all uses, inside `@media` and `@supports` as well. Other at-rules
 * are kept whole. A first screen then parses a few kilobytes of CSS before its first paint, not the
 * whole design system.
 */
export function criticalCss(css: string, html: string): string {
  const used = new Set(
    [...html.matchAll(/\bclass="([^"]*)"/g)].flatMap((m) => m[1].split(/\s+/).filter(Boolean)),
  );
  const applies = (selector: string) => requiredClasses(selector).every((c) => used.has(c));
  const prune = (block: string): string => {
    let out = '';
    let at = 0;
    while (at < block.length) {
      const open = block.indexOf('{', at);
      if (open < 0) break;
      const end = blockEnd(block, open);
      const prelude = block.slice(at, open).trim();
      const body = block.slice(open + 1, end - 1);
      if (/^@(media|supports)\b/.test(prelude)) {
        const inner = prune(body);
        if (inner) out += `${prelude}{${inner}}`;
      } else if (prelude.startsWith('@')) {
        out += `${prelude}{${body}}`;
      } else {
        const selectors = prelude.split(',').filter(applies);
        if (selectors.length) out += `${selectors.join(',')}{${body}}`;
      }
      at = end;
    }
    return out;
  };
  return prune(css);
}
