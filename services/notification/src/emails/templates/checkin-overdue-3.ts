import { overdueFields, overdueValues } from './automation-fields';
import type { AutomationRecipient } from './automation-fields';
import { defineTemplate } from './template';

/** Check-in nudges: three days after her check-in fell due. */
export const checkinOverdue3 = defineTemplate<AutomationRecipient>()({
  key: 'checkin-overdue-3',
  name: 'Check-in nudges: 3 days overdue',
  description: 'Check-in nudges automation: three days after a check-in fell due.',
  category: 'marketing',
  fields: overdueFields,
  fieldsOf: overdueValues,
  subject: 'We missed your check-in, {{firstName}}',
  body: `## Just checking in on you

Hi {{firstName}},

Your check-in hasn’t come in this week. No judgement at all: some weeks are simply busier than others.

A quick check-in, even an imperfect one, helps {{coachName}} keep your plan right for you.

[button: Check in now]({{checkinLink}})

{{coachName}}
{{businessName}}`,
});
