import type { ArchivePart } from '../generated/prisma/client';
import type { PartEntity } from './part-repository';

/**
 * What each kind of record is, in plain English, for her README: by `service/entity` where one
 * service's entity differs from another's of the same name, else by entity.
 */
const DESCRIPTIONS: Record<string, string> = {
  users: 'your account: your name, email address, role and when you joined',
  clients: 'your client record: your details, goals, status, tags and start date',
  'checkin/clients': 'the copy of your details the check-in side of the app keeps',
  'notification/clients': 'the copy of your details the email and messaging side of the app keeps',
  leads: 'the enquiry you sent before you became a client',
  notes: "your coach's notes about you",
  timeline: 'the timeline of what happened on your account (for example, status changes)',
  'payment-plans': 'the plans you were offered or paid for',
  subscriptions: 'your subscriptions to those plans',
  payments: 'your payments, with their amounts, dates and receipt numbers',
  refunds: 'the refunds of your payments',
  'checkout-sessions': 'the card payment pages you opened',
  'data-requests': 'your requests to see or erase your data',
  'data-request-confirmations': 'how each part of the app answered those requests',
  'audit-log': 'who exported or downloaded your data, and when',
  onboarding: 'your onboarding answers and your consent to the use of your health data',
  checkins: 'your weekly check-ins: your answers, weight and measurements',
  'checkin-drafts': 'a check-in you started and had not sent yet',
  photos: 'your progress photos (the records; the pictures themselves are in the files folder)',
  'photo-consents': 'your choices about using your before/after photos in marketing',
  'nutrition-plans': 'your nutrition plans',
  'nutrition-plan-versions': 'every published version of your nutrition plans',
  'nutrition-shopping-lists': 'the shopping lists made from your nutrition plans',
  'email-sends': 'the emails your coach sent to you and others at once',
  'sent-log': 'the emails we sent you',
  'email-suppressions': 'your choice about marketing emails',
  'in-app-notifications': 'the notifications shown to you in the app',
  conversations: 'your conversations with your coach',
  'conversation-members': 'who takes part in each of your conversations',
  messages: 'the messages you and your coach wrote',
  attachments: 'the files sent in your messages (the records; the files are in the files folder)',
  'automation-enrolments': 'the automatic email sequences you were part of',
  'automation-step-runs': 'each step of those sequences, and when it ran',
};

const describe = (service: string, entity: PartEntity) =>
  DESCRIPTIONS[`${service}/${entity.name}`] ??
  DESCRIPTIONS[entity.name] ??
  `your ${entity.name.replace(/[-_]/g, ' ')} records`;

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** README.txt of a client export: what each file in her ZIP holds, in plain English. */
export function clientExportReadme(
  parts: ArchivePart[],
  createdAt: Date,
  fileCount: number,
): string {
  const lines = [
    'YOUR DATA',
    '',
    `This archive holds everything we keep about you, as it was on ${createdAt.toUTCString()}.`,
    'You asked for it under UK GDPR (articles 15 and 20: the right of access and to data',
    'portability). Keep it safe: it contains personal and health information.',
    '',
    'HOW TO READ IT',
    '',
    'Each file in the "data" folder is in JSON Lines format: one record per line, each line a',
    'JSON object. Any text editor opens them; spreadsheet programs and most programming languages',
    'can import them. Dates are in UTC (ISO 8601, for example 2026-11-27T09:30:00.000Z). Amounts',
    'of money are in pence (minor units): 4900 means 49.00.',
    '',
    'THE FILES',
    '',
  ];
  for (const part of parts)
    for (const entity of part.entities as PartEntity[])
      lines.push(
        `data/${part.service}/${entity.name}.jsonl`,
        `    ${describe(part.service, entity)} (${plural(entity.count, 'record', 'records')}).`,
        '',
      );
  lines.push(
    'files/',
    `    your photos and the files attached to your messages, as you uploaded them`,
    `    (${plural(fileCount, 'file', 'files')}), each at the same place as in our file store.`,
    '',
    'manifest.json',
    '    the list of the files above, with the number of records in each and a SHA-256',
    '    checksum, so you can check that nothing was changed or lost.',
    '',
    'Questions, or something is wrong? Contact your coach: you have the right to have',
    'inaccurate data corrected and to ask for your data to be erased.',
    '',
  );
  return lines.join('\n');
}
