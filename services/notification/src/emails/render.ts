import type { EmailCategory } from '@wellness/contracts';
import type { Brand } from './brand';
import {
  DEFAULT_BRAND_COLOUR,
  SLOTS,
  UNSUBSCRIBE_LINK_PLACEHOLDER,
  compiledLayout,
  cssColour,
  escapeHtml,
  oneLine,
} from './layout';
import { RenderError, fillFields, renderMarkup } from './markup';

/** What is stored and sent. */
export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

/** A template's text: a subject and a body in the contracts' markup, both with merge fields. */
export interface TemplateText {
  subject: string;
  body: string;
}

const PREHEADER_LENGTH = 140;
const SLOT_PATTERN = new RegExp(Object.values(SLOTS).join('|'), 'g');

export const preheaderOf = (summary: string) =>
  summary.length > PREHEADER_LENGTH ? `${summary.slice(0, PREHEADER_LENGTH - 1).trim()}…` : summary;

/**
 * One email: the template's text with its merge values, inside the shared layout (compiled once,
 * see layout.ts), as HTML and plain text. Throws RenderError when it cannot be rendered whole (a
 * field without a value, a link that is not a web link): nothing half-rendered ever comes out.
 */
export async function renderEmail(
  brand: Brand,
  category: EmailCategory,
  template: TemplateText,
  values: Readonly<Record<string, string>>,
  now = new Date(),
): Promise<RenderedEmail> {
  const subject = oneLine(fillFields(template.subject, values));
  if (!subject) throw new RenderError('The subject came out empty');
  const content = renderMarkup(template.body, values, {
    linkColour: cssColour(brand.brandColour, DEFAULT_BRAND_COLOUR),
  });
  if (!content.text.trim()) throw new RenderError('The text came out empty');
  const layout = await compiledLayout(brand, category, now.getUTCFullYear());
  // One pass: what goes into a slot is never searched for slots again.
  const fills: Record<string, string> = {
    [SLOTS.title]: escapeHtml(subject),
    [SLOTS.preheader]: escapeHtml(preheaderOf(content.summary)),
    [SLOTS.content]: content.html,
  };
  const html = layout.replace(SLOT_PATTERN, (slot) => fills[slot]);
  const footer = [
    '--',
    brand.businessName,
    brand.postalAddress,
    brand.appUrl,
    ...(category === 'marketing' ? [`Unsubscribe: ${UNSUBSCRIBE_LINK_PLACEHOLDER}`] : []),
  ];
  return { subject, html, text: `${content.text}\n\n${footer.join('\n')}\n` };
}

export { RenderError };
