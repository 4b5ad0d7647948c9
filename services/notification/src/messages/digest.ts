import type { Logger } from '@wellness/kit';
import type { Brand } from '../emails/brand';
import { messageDigest } from '../emails/templates';
import { storeTemplatedEmail } from '../emails/compose';
import type { NotificationDeps } from '../deps';
import { liveAudience } from './access';
import { digestsDue, markEmailed } from './digest-repository';
import type { DigestDue } from './digest-repository';
import { pruneStreamEvents } from './stream-repository';

/** How many conversations one sweep emails about at most (the next sweep takes the rest). */
const SWEEP_LIMIT = 200;
/** How long a page may be away and still replay what it missed (then it reloads). */
export const STREAM_EVENTS_KEPT_MS = 24 * 3600_000;

export type DigestDeps = Pick<NotificationDeps, 'db' | 'brand'> & {
  /** MESSAGE_EMAIL_AFTER_MINUTES: how long a message waits unread before its email. */
  unreadForMs: number;
  /** Where an email that could not be rendered is told of (it is also stored as failed). */
  log?: Pick<Logger, 'info' | 'warn'>;
};

const QUIET = { info: () => undefined, warn: () => undefined };

interface Recipient {
  to: string;
  firstName: string;
  fromName: string;
}

/** Whom the email goes to (null: nobody to write to) and whose messages it is about. */
function recipientOf(due: DigestDue, brand: Brand): Recipient | null {
  const clientName = `${due.clientFirstName} ${due.clientLastName}`;
  const staffName =
    (due.kind === 'coach' ? due.coachName : due.nutritionistName) ??
    (due.kind === 'coach' ? brand.coachName : 'Your nutritionist');
  if (due.userId === due.clientUserId)
    return { to: due.clientEmail, firstName: due.clientFirstName, fromName: staffName };
  const to = due.kind === 'coach' ? (due.coachEmail ?? brand.coachEmail) : due.nutritionistEmail;
  return to ? { to, firstName: staffName.split(' ')[0], fromName: clientName } : null;
}

/**
 * The sweep (every minute, messages/digest-jobs.ts): whoever has had a message from the other
 * person unread for `unreadForMs` gets one email for that conversation, however many messages
 * wait; nothing once she has read them, and nothing again until a newer message waits that
 * long. Someone who no longer sees the conversation (an unassigned nutritionist) is not written
 * to. Returns how many emails it queued.
 */
export async function sendMessageDigests(deps: DigestDeps, now: Date): Promise<number> {
  const due = await digestsDue(deps.db, new Date(now.getTime() - deps.unreadForMs), SWEEP_LIMIT);
  let queued = 0;
  for (const conversation of due) {
    const seesIt = liveAudience(conversation, conversation).includes(conversation.userId);
    const recipient = seesIt ? recipientOf(conversation, deps.brand) : null;
    await deps.db.$transaction(async (tx) => {
      if (!(await markEmailed(tx, conversation, conversation.latestSeq)) || !recipient) return;
      await storeTemplatedEmail(tx, deps.brand, deps.log ?? QUIET, {
        template: messageDigest,
        payload: {
          firstName: recipient.firstName,
          fromName: recipient.fromName,
          unread: conversation.unread,
          url: `${deps.brand.appUrl}/messages?conversation=${conversation.conversationId}`,
        },
        to: recipient.to,
      });
      queued++;
    });
  }
  await pruneStreamEvents(deps.db, new Date(now.getTime() - STREAM_EVENTS_KEPT_MS));
  return queued;
}
