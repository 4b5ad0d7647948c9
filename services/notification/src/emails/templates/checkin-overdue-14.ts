import { overdueFields, overdueValues } from './automation-fields';
import type { AutomationRecipient } from './automation-fields';
import { defineTemplate } from './template';

/** Check-in nudges: two weeks after her check-in fell due (the coach is alerted too). */
export const checkinOverdue14 = defineTemplate<AutomationRecipient>()({
  key: 'checkin-overdue-14',
  name: 'Check-in nudges: 14 days overdue',
  description: 'Check-in nudges automation: two weeks after a check-in fell due.',
  category: 'marketing',
  fields: overdueFields,
  fieldsOf: overdueValues,
  subject: 'We’re still here for you, {{firstName}}',
  body: `## Whenever you’re ready

Hi {{firstName}},

It’s been a couple of weeks since we last heard from you, and {{coachName}} would love to know how you are.

There’s no catching up to do. Simply start again with this week’s check-in, or send a message if something has changed.

[button: Pick up where you left off]({{checkinLink}})

{{coachName}}
{{businessName}}`,
});
