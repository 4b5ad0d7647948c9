import { nurtureFields, nurtureValues } from './automation-fields';
import type { AutomationRecipient } from './automation-fields';
import { defineTemplate } from './template';

/** Lead nurture, day 1 after her discovery request. */
export const leadNurtureDay1 = defineTemplate<AutomationRecipient>()({
  key: 'lead-nurture-day-1',
  name: 'Lead nurture: day 1',
  description: 'Lead nurture automation: the day after someone asks for a discovery call.',
  category: 'marketing',
  fields: nurtureFields,
  fieldsOf: nurtureValues,
  subject: 'Feeling better can fit into a busy life',
  body: `## It doesn’t have to be all or nothing

Hi {{firstName}},

Thank you again for getting in touch. Most of the mums I work with tell me the same thing at the start: “I just don’t have the time.”

That’s exactly why coaching here is built around real life: short check-ins, food you already cook, and movement that fits between everything else.

If you haven’t booked your free discovery call yet, it only takes a minute.

[button: Book your discovery call]({{discoveryLink}})

{{coachName}}
{{businessName}}`,
});
