import { UNSUBSCRIBE_MESSAGES } from '@wellness/contracts';
import type { Brand } from '../emails/brand';
import { COLOURS, DEFAULT_BRAND_COLOUR, cssColour, escapeHtml } from '../emails/layout';
import type { UnsubscribeState } from './handlers';

/**
 * The public unsubscribe page: server-rendered, phone first, no script. Its own policy allows
 * its inline styles and nothing else, and its form posts back to this very address.
 */
export const UNSUBSCRIBE_PAGE_POLICY = [
  "default-src 'none'",
  "style-src 'unsafe-inline'",
  "form-action 'self'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
].join('; ');

/** "jane.doe@example.com" → "j•••e@example.com": she recognises it, a passer-by learns little. */
export function maskAddress(address: string): string {
  const at = address.lastIndexOf('@');
  const local = address.slice(0, at);
  const masked =
    local.length <= 2 ? `${local[0] ?? ''}•••` : `${local[0]}•••${local[local.length - 1]}`;
  return `${masked}${address.slice(at)}`;
}

const ACCOUNT_EMAILS_NOTE =
  'Emails about your account, such as receipts and password resets, always arrive.';

function styles(brand: Brand): string {
  const accent = cssColour(brand.brandColour, DEFAULT_BRAND_COLOUR);
  return `
:root { color-scheme: light dark; }
* { box-sizing: border-box; }
body { margin: 0; background: ${COLOURS.page}; color: ${COLOURS.text};
  font: 1.0625rem/1.6 Helvetica, Arial, sans-serif; }
main { max-width: 32rem; margin: 0 auto; padding: 2rem 1rem; }
.brand { font: 1.25rem Georgia, serif; color: ${accent}; margin: 0 0 1.5rem; }
.card { background: ${COLOURS.card}; border-radius: 8px; padding: 1.5rem; }
h1 { font-size: 1.5rem; line-height: 1.3; margin: 0 0 1rem; }
p { margin: 0 0 1rem; }
.status { border-left: 4px solid ${accent}; padding-left: 0.75rem; }
.note { color: ${COLOURS.muted}; font-size: 0.9375rem; margin: 1.5rem 0 0; }
button { display: block; width: 100%; min-height: 3rem; padding: 0.75rem 1.25rem; border: 0;
  border-radius: 6px; background: ${accent}; color: #fff; font: inherit; font-weight: bold;
  cursor: pointer; }
button:focus-visible { outline: 3px solid ${COLOURS.text}; outline-offset: 3px; }
@media (min-width: 40rem) { main { padding-top: 4rem; } button { width: auto; } }
@media (prefers-color-scheme: dark) {
  body { background: ${COLOURS.darkPage}; color: ${COLOURS.darkText}; }
  .card { background: ${COLOURS.darkCard}; }
  .note { color: ${COLOURS.darkMuted}; }
  button:focus-visible { outline-color: ${COLOURS.darkText}; }
}`;
}

function document(brand: Brand, title: string, body: string): string {
  const e = escapeHtml;
  return `<!doctype html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${e(title)} · ${e(brand.businessName)}</title>
<style>${styles(brand)}</style>
</head>
<body>
<main>
<p class="brand">${e(brand.businessName)}</p>
<div class="card">
${body}
</div>
</main>
</body>
</html>
`;
}

const choiceForm = (choice: 'unsubscribe' | 'resubscribe', label: string) =>
  `<form method="post">
<input type="hidden" name="choice" value="${choice}">
<button type="submit">${label}</button>
</form>`;

/** The page for a valid link: confirm unsubscribing, or, once unsubscribed, subscribe again. */
export function unsubscribePage(brand: Brand, state: UnsubscribeState): string {
  const e = escapeHtml;
  const address = `<strong>${e(maskAddress(state.address))}</strong>`;
  const status = state.message ? `<p class="status" role="status">${e(state.message)}</p>` : '';
  const note = `<p class="note">${ACCOUNT_EMAILS_NOTE}</p>`;
  let body: string;
  if (state.unsubscribed && state.message) {
    // The message already says what it means (account emails still arrive).
    body = `<h1>You are unsubscribed</h1>
${status}
<p>Changed your mind?</p>
${choiceForm('resubscribe', 'Subscribe again')}`;
  } else if (state.unsubscribed) {
    body = `<h1>You are unsubscribed</h1>
<p>${address} no longer receives tips, updates or automated emails from ${e(brand.businessName)}.</p>
${choiceForm('resubscribe', 'Subscribe again')}
${note}`;
  } else if (state.message) {
    body = `<h1>You are subscribed</h1>
${status}
<p>${address} receives tips, updates and automated emails from ${e(brand.businessName)}.</p>
${choiceForm('unsubscribe', 'Unsubscribe')}`;
  } else {
    body = `<h1>Unsubscribe from our emails?</h1>
<p>We will stop sending tips, updates and automated emails to ${address}.</p>
${choiceForm('unsubscribe', 'Unsubscribe')}
${note}`;
  }
  return document(brand, state.unsubscribed ? 'Unsubscribed' : 'Email preferences', body);
}

/** A forged or garbled link. */
export function unsubscribeNotFoundPage(brand: Brand): string {
  return document(
    brand,
    'Link not valid',
    `<h1>This link is not valid</h1>\n<p role="alert">${escapeHtml(UNSUBSCRIBE_MESSAGES.notFound)}</p>`,
  );
}
