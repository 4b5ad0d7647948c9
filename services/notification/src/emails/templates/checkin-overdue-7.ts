import { overdueFields, overdueValues } from './automation-fields';
import type { AutomationRecipient } from './automation-fields';
import { defineTemplate } from './template';

/** Check-in nudges: a week after her check-in fell due. */
export const checkinOverdue7 = defineTemplate<AutomationRecipient>()({
  key: 'checkin-overdue-7',
  name: 'Check-in nudges: 7 days overdue',
  description: 'Check-in nudges automation: a week after a check-in fell due.',
  category: 'marketing',
  fields: overdueFields,
  fieldsOf: overdueValues,
  subject: 'How are things, {{firstName}}?',
  body: `## Life gets busy, we get it

Hi {{firstName}},

It’s been a week since your check-in was due. If things have gone off track, that’s exactly when a check-in helps most.

Two minutes is enough: how you’re feeling and one thing that went well. {{coachName}} will take it from there.

[button: Do a quick check-in]({{checkinLink}})

{{coachName}}
{{businessName}}`,
});
