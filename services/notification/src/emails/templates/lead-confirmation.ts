import type { EventPayload } from '@wellness/contracts';
import { BRAND_FIELDS, brandValues, defineTemplate, firstNameOf } from './template';

/** To a prospect who asked for a discovery call: thanks, and what happens next (lead.created). */
export const leadConfirmation = defineTemplate<Pick<EventPayload<'lead.created'>, 'firstName'>>()({
  key: 'lead-confirmation',
  name: 'Discovery call request received',
  description: 'When someone asks for a discovery call: thanks, and what happens next.',
  category: 'transactional',
  fields: {
    firstName: ['First name (or “there”)', 'Mia'],
    ...BRAND_FIELDS,
  },
  fieldsOf: (payload, brand) => ({
    firstName: firstNameOf(payload.firstName),
    ...brandValues(brand),
  }),
  subject: 'Thanks for getting in touch, {{firstName}}',
  body: `## Thank you for reaching out

Hi {{firstName}},

Thank you for your interest in {{businessName}}. Taking the first step is often the hardest part, and you have just done it.

Here is what happens next:

1. {{coachName}} reads your answers personally.
2. {{coachName}} gets in touch to arrange a time for your free discovery call.
3. On the call you talk about your goals, your routine and what has got in the way so far, and together you decide whether coaching is the right fit. There is no obligation and no pressure.

Nothing to prepare: just come as you are. If anything comes up before then, simply reply to this email.

Speak soon,
{{coachName}}
{{businessName}}`,
});
