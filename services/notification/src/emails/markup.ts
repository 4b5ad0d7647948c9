import { MERGE_FIELD } from '@wellness/contracts';
import { escapeHtml, webUrl } from './layout';

/**
 * The template body markup of packages/contracts/src/api/email-templates.ts, parsed here and
 * rendered to HTML (the content of the shared layout) and to plain text.
 *
 * The markup is parsed BEFORE merge values are put in: a value is text wherever it lands, never
 * markup (a first name of `**x**` or `[a](b)` stays those characters), and it is escaped in HTML.
 * Lines of one paragraph are kept as lines (a signature: "With warmth,⏎Sarah").
 */

export type Inline =
  /** Text that may hold `{{fields}}`. */
  | { kind: 'text'; text: string }
  | { kind: 'bold'; children: Inline[] }
  /** `href` may hold `{{fields}}`; it must be a web link once they are filled in. */
  | { kind: 'link'; children: Inline[]; href: string };

export type Block =
  | { kind: 'heading'; content: Inline[] }
  | { kind: 'paragraph'; lines: Inline[][] }
  | { kind: 'bullets'; items: Inline[][] }
  | { kind: 'numbers'; items: Inline[][] }
  | { kind: 'button'; label: Inline[]; href: string };

const HEADING = /^#{1,3}\s+(.*)$/;
const BUTTON = /^\[button:\s*([^\]]*)\]\(\s*([^()\s]*)\s*\)$/i;
const BULLET = /^[-*•]\s+(.*)$/;
const NUMBERED = /^\d{1,3}[.)]\s+(.*)$/;
/**
 * `**bold**` (at least one character inside) or `[label](target)`, whichever starts first: one
 * left-to-right scan of the line.
 */
const INLINE = /\*\*(?=\S)(.+?)\*\*|\[([^[\]]+)\]\(\s*([^()\s]+)\s*\)/g;

/** Inline markup of one line: bold and links (bold may hold links and links bold). */
export function parseInline(source: string): Inline[] {
  const out: Inline[] = [];
  let at = 0;
  for (const match of source.matchAll(INLINE)) {
    if (match.index > at) out.push({ kind: 'text', text: source.slice(at, match.index) });
    if (match[1] !== undefined) out.push({ kind: 'bold', children: parseInline(match[1]) });
    else out.push({ kind: 'link', children: parseInline(match[2]!), href: match[3]! });
    at = match.index + match[0].length;
  }
  if (at < source.length) out.push({ kind: 'text', text: source.slice(at) });
  return out;
}

/** Blocks of a template body: blank lines separate them; headings, lists and buttons are lines. */
export function parseMarkup(source: string): Block[] {
  const blocks: Block[] = [];
  let open: Block | null = null;
  const close = () => {
    if (open) blocks.push(open);
    open = null;
  };
  for (const raw of source.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trim();
    if (!line) {
      close();
      continue;
    }
    const heading = HEADING.exec(line);
    const button = BUTTON.exec(line);
    const bullet = BULLET.exec(line);
    const numbered = NUMBERED.exec(line);
    if (heading) {
      close();
      blocks.push({ kind: 'heading', content: parseInline(heading[1]) });
    } else if (button) {
      close();
      blocks.push({ kind: 'button', label: parseInline(button[1].trim()), href: button[2] });
    } else if (bullet || numbered) {
      const kind = bullet ? 'bullets' : 'numbers';
      const item = parseInline((bullet ?? numbered)![1]);
      const current = open as Block | null;
      if (current?.kind === kind) current.items.push(item);
      else {
        close();
        open = { kind, items: [item] };
      }
    } else {
      const current = open as Block | null;
      if (current?.kind === 'paragraph') current.lines.push(parseInline(line));
      else {
        close();
        open = { kind: 'paragraph', lines: [parseInline(line)] };
      }
    }
  }
  close();
  return blocks;
}

/** Every link target a body names (buttons included), as written. */
export function linkTargets(blocks: Block[]): string[] {
  const ofInline = (nodes: Inline[]): string[] =>
    nodes.flatMap((node) =>
      node.kind === 'text' ? [] : node.kind === 'bold' ? ofInline(node.children) : [node.href],
    );
  return blocks.flatMap((block) => {
    switch (block.kind) {
      case 'heading':
        return ofInline(block.content);
      case 'paragraph':
        return block.lines.flatMap(ofInline);
      case 'bullets':
      case 'numbers':
        return block.items.flatMap(ofInline);
      case 'button':
        return [block.href, ...ofInline(block.label)];
    }
  });
}

/**
 * Problems a coach can fix in a body's links before saving: a target written out (not a merge
 * field) must be a web link.
 */
export function linkProblems(body: string): string[] {
  return linkTargets(parseMarkup(body))
    .filter((href) => !href.trimStart().startsWith('{{'))
    .flatMap((href) => {
      try {
        webUrl(href);
        return [];
      } catch {
        return [`Links must be web addresses (https://…): ${href.slice(0, 80)}`];
      }
    });
}

/** Thrown when a template cannot be rendered: it is never sent half-rendered. */
export class RenderError extends Error {
  override name = 'RenderError';
}

/** Puts merge values into text: each value as it is (the caller escapes for HTML). */
export function fillFields(text: string, values: Readonly<Record<string, string>>): string {
  return text.replace(MERGE_FIELD, (_match, name: string) => {
    const value = values[name];
    if (value === undefined) throw new RenderError(`No value for the merge field {{${name}}}`);
    return value;
  });
}

function linkOf(href: string, values: Readonly<Record<string, string>>): string {
  const filled = fillFields(href, values).trim();
  try {
    return webUrl(filled);
  } catch {
    throw new RenderError(`Not a web link: ${JSON.stringify(filled.slice(0, 200))} (from ${href})`);
  }
}

/** How the content looks; the layout provides the page around it. */
export interface ContentStyle {
  /** Links and buttons. */
  linkColour: string;
}

const TEXT = '#2d2a32';
const MUTED = '#6f6a75';
const FONT = 'font-family:Helvetica,Arial,sans-serif;font-size:16px;line-height:1.6';

/** Blocks with the merge values in, ready for HTML and plain text. */
interface Rendered {
  html: string;
  text: string;
  /** Paragraph text for the inbox preview line. */
  summary: string;
}

/**
 * A body rendered with its values. A block (or list item) whose text comes out empty is left
 * out, so a derived field may hold an optional sentence; a list item with an empty merge field
 * is left out too (a detail row with no value).
 */
export function renderMarkup(
  source: string,
  values: Readonly<Record<string, string>>,
  style: ContentStyle,
): Rendered {
  const e = escapeHtml;
  const inlineHtml = (nodes: Inline[]): string =>
    nodes
      .map((node) => {
        if (node.kind === 'text') return e(fillFields(node.text, values));
        if (node.kind === 'bold') return `<strong>${inlineHtml(node.children)}</strong>`;
        const href = linkOf(node.href, values);
        return `<a href="${e(href)}" style="color:${style.linkColour};text-decoration:underline">${inlineHtml(node.children)}</a>`;
      })
      .join('');
  const inlineText = (nodes: Inline[]): string =>
    nodes
      .map((node) => {
        if (node.kind === 'text') return fillFields(node.text, values);
        if (node.kind === 'bold') return inlineText(node.children);
        const href = linkOf(node.href, values);
        const label = inlineText(node.children);
        return label.trim() === href ? href : `${label} (${href})`;
      })
      .join('');
  /** A list item is kept when every merge field it names has a value. */
  const itemKept = (nodes: Inline[]) => {
    const names = [...JSON.stringify(nodes).matchAll(MERGE_FIELD)].map((m) => m[1]);
    return names.every((name) => (values[name] ?? '').trim() !== '') && inlineText(nodes).trim();
  };

  const html: string[] = [];
  const text: string[] = [];
  const summary: string[] = [];
  for (const block of parseMarkup(source)) {
    switch (block.kind) {
      case 'heading': {
        const plain = inlineText(block.content).trim();
        if (!plain) break;
        html.push(
          `<h1 class="w-text" style="margin:0 0 20px;font-family:Georgia,serif;font-size:24px;line-height:1.3;font-weight:bold;color:${TEXT}">${inlineHtml(block.content)}</h1>`,
        );
        text.push(plain);
        break;
      }
      case 'paragraph': {
        const lines = block.lines.filter((line) => inlineText(line).trim());
        if (!lines.length) break;
        html.push(
          `<p class="w-text" style="margin:0 0 16px;color:${TEXT};${FONT}">${lines.map(inlineHtml).join('<br>')}</p>`,
        );
        const plain = lines.map((line) => inlineText(line).trim());
        text.push(plain.join('\n'));
        summary.push(plain.join(' '));
        break;
      }
      case 'bullets':
      case 'numbers': {
        const items = block.items.filter(itemKept);
        if (!items.length) break;
        const tag = block.kind === 'bullets' ? 'ul' : 'ol';
        html.push(
          `<${tag} class="w-text" style="margin:0 0 16px;padding-left:22px;color:${TEXT};${FONT}">${items
            .map((item) => `<li style="margin:0 0 8px">${inlineHtml(item)}</li>`)
            .join('')}</${tag}>`,
        );
        text.push(
          items
            .map((item, i) => `${block.kind === 'bullets' ? '-' : `${i + 1}.`} ${inlineText(item)}`)
            .join('\n'),
        );
        break;
      }
      case 'button': {
        const href = linkOf(block.href, values);
        const label = inlineText(block.label).trim() || href;
        html.push(
          `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:24px 0"><tr><td align="center" bgcolor="${style.linkColour}" style="border-radius:6px;background:${style.linkColour}"><a href="${e(href)}" target="_blank" style="display:inline-block;padding:12px 24px;border-radius:6px;background:${style.linkColour};color:#ffffff;text-decoration:none;font-weight:bold;${FONT}">${e(label)}</a></td></tr></table>`,
          `<p class="w-muted" style="margin:0 0 16px;color:${MUTED};font-size:13px;line-height:1.5;font-family:Helvetica,Arial,sans-serif">If the button does not work, copy this link into your browser:<br><a href="${e(href)}" style="color:${style.linkColour};word-break:break-all">${e(href)}</a></p>`,
        );
        text.push(`${label}: ${href}`);
        break;
      }
    }
  }
  return { html: html.join('\n'), text: text.join('\n\n'), summary: summary.join(' ') };
}
