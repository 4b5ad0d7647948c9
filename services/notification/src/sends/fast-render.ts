import { COMPOSE_MERGE_FIELDS, mergeFieldsIn } from '@wellness/contracts';
import type { Brand } from '../emails/brand';
import {
  DEFAULT_BRAND_COLOUR,
  UNSUBSCRIBE_LINK_PLACEHOLDER,
  cssColour,
  escapeHtml,
  oneLine,
} from '../emails/layout';
import { linkTargets, parseMarkup, renderMarkup } from '../emails/markup';
import { preheaderOf, renderEmail } from '../emails/render';
import type { RenderedEmail, TemplateText } from '../emails/render';
import { fillUnsubscribeLink } from '../unsubscribe/token';
import type { Recipient } from './audience';

/**
 * A composed email for thousands of recipients without rendering it thousands of times.
 *
 * It is rendered once with a sentinel in place of each per-recipient value (private-use
 * characters that neither the markup, HTML escaping nor the layout touch), and cut at the
 * sentinels; each recipient's email is then the pieces joined with her values (HTML-escaped in
 * the HTML, as they are in the text). Values shared by every recipient (the coach's name, the
 * dashboard link) are rendered in for real. A text where a per-recipient value would land in a
 * link, or a recipient with a blank value (the renderer leaves out a line that comes out empty),
 * is rendered whole for her instead: the result is always what renderEmail gives.
 */
const OPEN = '\uE000';
const CLOSE = '\uE001';
const sentinel = (name: string) => `${OPEN}${name}${CLOSE}`;
/** A sentinel, or the start of one the preheader's truncation cut off. */
const SENTINEL = new RegExp(`${OPEN}([A-Za-z]*)(${CLOSE})?`, 'g');

/** What differs between recipients; the unsubscribe link is per address. */
const PER_RECIPIENT = ['firstName', 'lastName', 'unsubscribeLink', 'preheader'] as const;
type PerRecipient = (typeof PER_RECIPIENT)[number];

export const COMPOSE_FIELD_NAMES: readonly string[] = COMPOSE_MERGE_FIELDS.map((f) => f.name);

/** A text cut at its sentinels: literal, field, literal, field, …, literal. */
interface Pieces {
  literals: string[];
  fields: PerRecipient[];
}

function cut(rendered: string): Pieces {
  const literals: string[] = [];
  const fields: PerRecipient[] = [];
  let at = 0;
  for (const match of rendered.matchAll(SENTINEL)) {
    literals.push(rendered.slice(at, match.index));
    at = match.index + match[0].length;
    const name = match[1] as PerRecipient;
    // A cut-off sentinel (the preheader is a prefix of the text) stands for nothing.
    if (match[2] && PER_RECIPIENT.includes(name)) fields.push(name);
    else literals.push(literals.pop()!);
  }
  literals.push(rendered.slice(at));
  return { literals, fields };
}

function join(pieces: Pieces, value: (field: PerRecipient) => string): string {
  let out = pieces.literals[0]!;
  for (let i = 0; i < pieces.fields.length; i++)
    out += value(pieces.fields[i]!) + pieces.literals[i + 1];
  return out;
}

export interface ComposedEmailRenderer {
  /** Her email, the unsubscribe link filled in. */
  render(recipient: Recipient, unsubscribeLink: string): Promise<RenderedEmail>;
}

/**
 * Prepares a composed text for its recipients. Throws RenderError when it cannot be rendered
 * whole (a link that is not a web link, a subject that comes out empty): the send is refused.
 */
export async function prepareComposedEmail(
  brand: Brand,
  text: TemplateText,
  shared: { coachName: string; dashboardLink: string },
): Promise<ComposedEmailRenderer> {
  const used = new Set(mergeFieldsIn(`${text.subject}\n${text.body}`));
  const inLinks = linkTargets(parseMarkup(text.body)).flatMap(mergeFieldsIn);
  const renderWhole = async (recipient: Recipient, unsubscribeLink: string) => {
    const email = await renderEmail(brand, 'marketing', text, { ...shared, ...recipient });
    return fillUnsubscribeLink(email, unsubscribeLink);
  };
  if (inLinks.some((field) => (PER_RECIPIENT as readonly string[]).includes(field)))
    return { render: renderWhole };

  const sentinels = { ...shared, firstName: sentinel('firstName'), lastName: sentinel('lastName') };
  const template = await renderEmail(brand, 'marketing', text, sentinels);
  const withLink = (value: string) =>
    value.split(UNSUBSCRIBE_LINK_PLACEHOLDER).join(sentinel('unsubscribeLink'));
  // The inbox preview line is the text's start, cut to length: cut after her values are in.
  const { summary } = renderMarkup(text.body, sentinels, {
    linkColour: cssColour(brand.brandColour, DEFAULT_BRAND_COLOUR),
  });
  const summaryPieces = cut(summary);
  const withPreheader = (value: string) =>
    summaryPieces.fields.length
      ? value.replace(escapeHtml(preheaderOf(summary)), () => sentinel('preheader'))
      : value;
  const subject = cut(template.subject);
  const html = cut(withPreheader(withLink(template.html)));
  const plain = cut(withLink(template.text));
  return {
    render: async (recipient, unsubscribeLink) => {
      if ((['firstName', 'lastName'] as const).some((f) => used.has(f) && !recipient[f].trim()))
        return renderWhole(recipient, unsubscribeLink);
      const values: Record<PerRecipient, string> = { ...recipient, unsubscribeLink, preheader: '' };
      values.preheader = preheaderOf(join(summaryPieces, (field) => values[field]));
      return {
        subject: oneLine(join(subject, (field) => values[field])),
        html: join(html, (field) => escapeHtml(values[field])),
        text: join(plain, (field) => values[field]),
      };
    },
  };
}
