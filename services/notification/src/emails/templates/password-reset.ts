import type { EventPayload } from '@wellness/contracts';
import type { Brand } from '../brand';
import { greeting, renderEmail } from '../layout';
import type { RenderedEmail } from '../layout';

/** To a user who asked to reset her password (user.password_reset_requested). */
export function passwordResetEmail(
  data: Pick<EventPayload<'user.password_reset_requested'>, 'firstName' | 'resetUrl'>,
  brand: Brand,
): RenderedEmail {
  return renderEmail(brand, {
    subject: `Reset your ${brand.businessName} password`,
    preheader: 'Use this link within 1 hour to choose a new password.',
    heading: 'Reset your password',
    paragraphs: [
      greeting(data.firstName),
      `We received a request to reset the password for your ${brand.businessName} account. Use the button below to choose a new one.`,
    ],
    action: { label: 'Choose a new password', url: data.resetUrl },
    closing: [
      'This link is valid for 1 hour and can be used once.',
      'If you did not ask to reset your password, you can ignore this email: your password stays the same.',
    ],
    signature: [`The ${brand.businessName} team`],
  });
}
