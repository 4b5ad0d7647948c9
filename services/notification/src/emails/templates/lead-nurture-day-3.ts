import { nurtureFields, nurtureValues } from './automation-fields';
import type { AutomationRecipient } from './automation-fields';
import { defineTemplate } from './template';

/** Lead nurture, day 3: what a week of coaching looks like. */
export const leadNurtureDay3 = defineTemplate<AutomationRecipient>()({
  key: 'lead-nurture-day-3',
  name: 'Lead nurture: day 3',
  description: 'Lead nurture automation: three days after a discovery request.',
  category: 'marketing',
  fields: nurtureFields,
  fieldsOf: nurtureValues,
  subject: 'What a week of coaching really looks like',
  body: `## A normal week, a little better

Hi {{firstName}},

You might be wondering what coaching actually involves. Here is a typical week:

1. A nutrition plan that works for the whole family.
2. A five-minute check-in at the end of the week.
3. Personal feedback from {{coachName}}, and a tweak or two for the week ahead.

No extreme diets, no hours at the gym. Just steady progress you can keep.

[button: Talk it through on a free call]({{discoveryLink}})

{{coachName}}
{{businessName}}`,
});
