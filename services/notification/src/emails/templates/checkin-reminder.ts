import { formatDay } from '@wellness/contracts';
import type { EventPayload } from '@wellness/contracts';
import {
  BRAND_FIELDS,
  appLink,
  brandValues,
  defineTemplate,
  firstNameOf,
  sampleLink,
} from './template';

export type Reminder = Pick<EventPayload<'checkin.reminder_due'>, 'firstName' | 'dueDate'>;

export const reminderFields = {
  firstName: ['First name (or “there”)', 'Mia'],
  ...BRAND_FIELDS,
  dueDate: ['The check-in’s due date', 'Monday 30 November'],
  checkinLink: ['Her check-in page', sampleLink('/checkin')],
} as const;

export const reminderValues = (payload: Reminder, brand: Parameters<typeof appLink>[0]) => ({
  firstName: firstNameOf(payload.firstName),
  ...brandValues(brand),
  dueDate: formatDay(payload.dueDate),
  checkinLink: appLink(brand, '/checkin'),
});

/** To a client on the day her check-in falls due (checkin.reminder_due, kind `due`). */
export const checkinReminder = defineTemplate<Reminder>()({
  key: 'checkin-reminder',
  name: 'Check-in reminder',
  description: 'On a client’s check-in day (09:00 on her clock): time for her weekly check-in.',
  category: 'transactional',
  fields: reminderFields,
  fieldsOf: reminderValues,
  subject: 'Time for your weekly check-in',
  body: `## It’s check-in day

Hi {{firstName}},

Your weekly check-in is due today. It takes about five minutes: your weight, your measurements if you have them, and how the week felt. {{coachName}} reads every one and writes back.

[button: Start your check-in]({{checkinLink}})

{{coachName}}
{{businessName}}`,
});
