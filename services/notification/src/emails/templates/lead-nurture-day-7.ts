import { nurtureFields, nurtureValues } from './automation-fields';
import type { AutomationRecipient } from './automation-fields';
import { defineTemplate } from './template';

/** Lead nurture, day 7: a last, gentle invitation. */
export const leadNurtureDay7 = defineTemplate<AutomationRecipient>()({
  key: 'lead-nurture-day-7',
  name: 'Lead nurture: day 7',
  description:
    'Lead nurture automation: a week after a discovery request, a gentle last invitation.',
  category: 'marketing',
  fields: nurtureFields,
  fieldsOf: nurtureValues,
  subject: 'Still thinking it over, {{firstName}}?',
  body: `## No pressure, just an open door

Hi {{firstName}},

Life with little ones is full, and it’s easy for your own plans to slip down the list. If now isn’t the right time, that’s completely fine.

When you are ready, a free discovery call is the easiest way to see whether coaching suits you. Twenty minutes, no obligation.

[button: Choose a time]({{discoveryLink}})

Warmly,
{{coachName}}
{{businessName}}`,
});
