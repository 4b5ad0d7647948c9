import mjml2html from 'mjml';
import type { EmailCategory } from '@wellness/contracts';
import type { Brand } from './brand';

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]);
}

/** Only web links go into an email; anything else (javascript:, data:) is refused. */
export function webUrl(value: string): string {
  const url = new URL(value);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new Error(`Refusing to put a ${url.protocol} link in an email`);
  }
  return url.toString();
}

/** A date as people read it in an email: "29 November 2026". */
export function longDate(iso: string): string {
  return new Date(iso).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** A header never carries a line break. */
export const oneLine = (value: string) => value.replace(/\s*[\r\n]+\s*/g, ' ').trim();

/**
 * Where a later part puts a marketing email's own unsubscribe link (issue 18, Unsubscribe): the
 * layout of every `marketing` email carries this placeholder, in its HTML and its text, and
 * nothing else fills it yet.
 */
export const UNSUBSCRIBE_LINK_PLACEHOLDER = '{{unsubscribeLink}}';

/** The layout's slots, filled per email (plain words MJML passes through untouched). */
export const SLOTS = {
  title: 'WELLNESSSLOTTITLE',
  preheader: 'WELLNESSSLOTPREHEADER',
  content: 'WELLNESSSLOTCONTENT',
} as const;

/** Text colours stay fixed for contrast; the masthead, links and buttons take the brand's. */
export const COLOURS = {
  text: '#2d2a32',
  muted: '#6f6a75',
  page: '#f6f1f4',
  card: '#ffffff',
  darkPage: '#121013',
  darkCard: '#1f1b22',
  darkText: '#f3eef5',
  darkMuted: '#b9b1bf',
} as const;

/** Used when the configured brand colour is not a plain hex colour. */
export const DEFAULT_BRAND_COLOUR = '#7a2e8f';

/** Attribute values inside MJML. */
const attr = (value: string) => escapeHtml(value);
/** A brand colour as CSS: a hex colour, else the default (never anything that could break out). */
export const cssColour = (value: string, fallback: string) =>
  /^#[0-9a-f]{3,8}$/i.test(value.trim()) ? value.trim() : fallback;

/** Dark mode: clients that honour prefers-color-scheme (Apple Mail, iOS), and Outlook.com. */
const DARK_CSS = `
:root { color-scheme: light dark; supported-color-schemes: light dark; }
@media (prefers-color-scheme: dark) {
  .w-page, .w-page > div { background-color: ${COLOURS.darkPage} !important; }
  .w-card > table, .w-card > table > tbody > tr > td { background-color: ${COLOURS.darkCard} !important; }
  .w-text, .w-text li, .w-text div, .w-text a, .w-brand div { color: ${COLOURS.darkText} !important; }
  .w-muted, .w-muted div, .w-muted a { color: ${COLOURS.darkMuted} !important; }
}
[data-ogsc] .w-text, [data-ogsc] .w-text li, [data-ogsc] .w-text a, [data-ogsc] .w-brand div { color: ${COLOURS.darkText} !important; }
[data-ogsc] .w-muted, [data-ogsc] .w-muted a { color: ${COLOURS.darkMuted} !important; }
`;

function layoutMjml(brand: Brand, category: EmailCategory, year: number): string {
  const e = escapeHtml;
  const brandColour = cssColour(brand.brandColour, DEFAULT_BRAND_COLOUR);
  const unsubscribe =
    category === 'marketing'
      ? `<br><a href="${UNSUBSCRIBE_LINK_PLACEHOLDER}" style="color:${COLOURS.muted}">Unsubscribe or change your email preferences</a>`
      : '';
  return `<mjml lang="en">
  <mj-head>
    <mj-title>${SLOTS.title}</mj-title>
    <mj-preview>${SLOTS.preheader}</mj-preview>
    <mj-raw><meta name="color-scheme" content="light dark"><meta name="supported-color-schemes" content="light dark"></mj-raw>
    <mj-attributes>
      <mj-all font-family="Helvetica, Arial, sans-serif" />
      <mj-text font-size="16px" line-height="1.6" color="${COLOURS.text}" padding="0" />
      <mj-section padding="0" />
      <mj-column padding="0" />
    </mj-attributes>
    <mj-style>${DARK_CSS}</mj-style>
  </mj-head>
  <mj-body background-color="${COLOURS.page}" width="600px" css-class="w-page">
    <mj-section padding="32px 16px 16px">
      <mj-column>
        <mj-text font-family="Georgia, serif" font-size="20px" color="${attr(brandColour)}" css-class="w-brand">${e(brand.businessName)}</mj-text>
      </mj-column>
    </mj-section>
    <mj-wrapper padding="0 8px">
      <mj-section background-color="${COLOURS.card}" border-radius="8px" padding="32px 24px" css-class="w-card">
        <mj-column>
          <mj-text css-class="w-text">${SLOTS.content}</mj-text>
        </mj-column>
      </mj-section>
    </mj-wrapper>
    <mj-section padding="16px">
      <mj-column>
        <mj-text font-size="12px" line-height="1.5" color="${COLOURS.muted}" css-class="w-muted">&copy; ${year} ${e(brand.businessName)} &middot; <a href="${e(brand.appUrl)}" style="color:${COLOURS.muted}">${e(brand.appUrl)}</a><br>${e(brand.postalAddress)}${unsubscribe}</mj-text>
      </mj-column>
    </mj-section>
  </mj-body>
</mjml>`;
}

/** The layout compiled to HTML with its slots, per brand, category and year. */
const compiled = new Map<string, Promise<string>>();

/**
 * The shared layout as HTML, compiled by MJML once and then reused (rendering an email is then
 * string work only).
 */
export function compiledLayout(
  brand: Brand,
  category: EmailCategory,
  year: number,
): Promise<string> {
  const key = JSON.stringify([
    brand.businessName,
    brand.brandColour,
    brand.postalAddress,
    brand.appUrl,
    category,
    year,
  ]);
  let layout = compiled.get(key);
  if (!layout) {
    layout = mjml2html(layoutMjml(brand, category, year), { validationLevel: 'strict' }).then(
      (result) => {
        // The title also labels the body (aria-label): the other slots are there once.
        for (const slot of Object.values(SLOTS)) {
          const count = result.html.split(slot).length - 1;
          if (count < 1 || (slot !== SLOTS.title && count !== 1)) {
            throw new Error(`The email layout has its ${slot} slot ${count} times`);
          }
        }
        return result.html;
      },
    );
    layout.catch(() => compiled.delete(key));
    compiled.set(key, layout);
  }
  return layout;
}
