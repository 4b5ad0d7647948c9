import { formatDay } from '@wellness/contracts';
import type { EventPayload } from '@wellness/contracts';
import type { Brand } from '../brand';
import { greeting, renderEmail } from '../layout';
import type { EmailContent, RenderedEmail } from '../layout';

type Reminder = Pick<EventPayload<'checkin.reminder_due'>, 'firstName' | 'kind' | 'dueDate'>;

function dueContent(data: Reminder, brand: Brand): EmailContent {
  return {
    subject: 'Time for your weekly check-in',
    preheader: `Five minutes to tell ${brand.coachName} how your week went.`,
    heading: 'It’s check-in day',
    paragraphs: [
      greeting(data.firstName),
      `Your weekly check-in is due today. It takes about five minutes: your weight, your measurements if you have them, and how the week felt. ${brand.coachName} reads every one and writes back.`,
    ],
    action: { label: 'Start your check-in', url: `${brand.appUrl}/checkin` },
  };
}

function overdueContent(data: Reminder, brand: Brand): EmailContent {
  return {
    subject: 'Your check-in is still waiting for you',
    preheader: 'A gentle nudge: it only takes five minutes.',
    heading: 'A gentle nudge',
    paragraphs: [
      greeting(data.firstName),
      `Your check-in for ${formatDay(data.dueDate)} hasn’t come in yet. Busy weeks happen: a quick one is far better than none, and it helps ${brand.coachName} keep your plan on track.`,
    ],
    action: { label: 'Check in now', url: `${brand.appUrl}/checkin` },
  };
}

/**
 * To a client whose check-in falls due (checkin.reminder_due): on the day (`due`), and a short
 * nudge two days after if she has not checked in (`overdue`).
 */
export function checkinReminderEmail(data: Reminder, brand: Brand): RenderedEmail {
  const content = data.kind === 'due' ? dueContent : overdueContent;
  return renderEmail(brand, {
    ...content(data, brand),
    signature: [brand.coachName, brand.businessName],
  });
}
