import type { EventPayload } from '@wellness/contracts';
import { BRAND_FIELDS, defineTemplate, firstNameOf, sampleLink } from './template';

/** To a user who asked to reset her password (user.password_reset_requested). */
export const passwordReset = defineTemplate<
  Pick<EventPayload<'user.password_reset_requested'>, 'firstName' | 'resetUrl'>
>()({
  key: 'password-reset',
  name: 'Password reset',
  description: 'When someone asks to reset her password: a link to choose a new one (1 hour).',
  category: 'transactional',
  fields: {
    firstName: ['First name (or “there”)', 'Mia'],
    businessName: BRAND_FIELDS.businessName,
    resetLink: ['Link to choose a new password', sampleLink('/reset-password?token=sample')],
  },
  fieldsOf: (payload, brand) => ({
    firstName: firstNameOf(payload.firstName),
    businessName: brand.businessName,
    resetLink: payload.resetUrl,
  }),
  subject: 'Reset your {{businessName}} password',
  body: `## Reset your password

Hi {{firstName}},

We received a request to reset the password for your {{businessName}} account. Use the button below to choose a new one.

[button: Choose a new password]({{resetLink}})

This link is valid for 1 hour and can be used once.

If you did not ask to reset your password, you can ignore this email: your password stays the same.

The {{businessName}} team`,
});
