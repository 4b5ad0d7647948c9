import { defineTemplate } from './template';
import { reminderFields, reminderValues } from './checkin-reminder';
import type { Reminder } from './checkin-reminder';

/** To a client two days after her check-in fell due, if it has not come in (kind `overdue`). */
export const checkinNudge = defineTemplate<Reminder>()({
  key: 'checkin-nudge',
  name: 'Check-in nudge',
  description:
    'Two days after a client’s check-in fell due, if she has not checked in: a gentle nudge.',
  category: 'transactional',
  fields: reminderFields,
  fieldsOf: reminderValues,
  subject: 'Your check-in is still waiting for you',
  body: `## A gentle nudge

Hi {{firstName}},

Your check-in for {{dueDate}} hasn’t come in yet. Busy weeks happen: a quick one is far better than none, and it helps {{coachName}} keep your plan on track.

[button: Check in now]({{checkinLink}})

{{coachName}}
{{businessName}}`,
});
