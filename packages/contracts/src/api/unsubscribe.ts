/**
 * Unsubscribing (notification, issue 18): every marketing email (composed sends, automations)
 * carries a link to `/unsubscribe/{token}` and RFC 8058 one-click headers. The token names the
 * address and is signed by notification, so a forged one is refused with 404. Transactional
 * emails (password reset, invitation, receipts, …) are always sent.
 *
 * - `GET /unsubscribe/:token`: a public page (no sign-in) to confirm, or to subscribe again.
 * - `POST /unsubscribe/:token`: the one-click body `List-Unsubscribe=One-Click` (a mail client,
 *   RFC 8058) or the page's form (`choice=unsubscribe|resubscribe`); both answer 200.
 */
export const UNSUBSCRIBE_PATH = '/unsubscribe';
export const ONE_CLICK_BODY = 'List-Unsubscribe=One-Click';

export const UNSUBSCRIBE_MESSAGES = {
  notFound: 'This unsubscribe link is not valid. Use the link in your latest email.',
  unsubscribed:
    'You are unsubscribed: you will no longer receive tips, updates or automated emails from us. Emails about your account (receipts, password resets) still arrive.',
  resubscribed: 'You are subscribed again: welcome back.',
} as const;
