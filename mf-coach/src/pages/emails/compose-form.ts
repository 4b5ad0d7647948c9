import { emailSendRequestSchema } from '@wellness/contracts';
import type {
  Audience,
  AudienceCount,
  ClientStatus,
  EmailSendRequest,
  SegmentFilters,
} from '@wellness/contracts';
import { plural } from '../../lib/format';

/** Sends are scheduled on the business's clock, whatever the coach's computer says. */
export const SEND_TIME_ZONE = 'Europe/London';

export interface ComposeDraft {
  to: 'client' | 'segment';
  client: { id: string; name: string } | null;
  segment: {
    status: ClientStatus | '';
    nutritionist: string;
    joinedFrom: string;
    joinedTo: string;
    lastCheckInBefore: string;
    tag: string;
  };
  subject: string;
  body: string;
  when: 'now' | 'later';
  /** `YYYY-MM-DDTHH:MM` from the date-time input, on London's clock. */
  sendAt: string;
}

export const EMPTY_SEGMENT: ComposeDraft['segment'] = {
  status: '',
  nutritionist: '',
  joinedFrom: '',
  joinedTo: '',
  lastCheckInBefore: '',
  tag: '',
};

export const emptyDraft = (client: ComposeDraft['client'] = null): ComposeDraft => ({
  to: client ? 'client' : 'segment',
  client,
  segment: EMPTY_SEGMENT,
  subject: '',
  body: '',
  when: 'now',
  sendAt: '',
});

/** The segment's filters without the empty ones. */
export function segmentFilters(segment: ComposeDraft['segment']): SegmentFilters {
  const filters: Record<string, string> = {};
  for (const [key, value] of Object.entries(segment)) if (value) filters[key] = value;
  return filters as SegmentFilters;
}

/** Who the draft is addressed to; null while "One client" has none chosen. */
export function draftAudience(draft: ComposeDraft): Audience | null {
  if (draft.to === 'client')
    return draft.client ? { kind: 'client', clientId: draft.client.id } : null;
  return { kind: 'segment', filters: segmentFilters(draft.segment) };
}

/** Minutes east of UTC of `zone` at the instant `utcMs`. */
function zoneOffsetMinutes(utcMs: number, zone: string): number {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(utcMs));
  const n = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const wall = Date.UTC(n('year'), n('month') - 1, n('day'), n('hour'), n('minute'), n('second'));
  return Math.round((wall - Math.floor(utcMs / 1000) * 1000) / 60_000);
}

/** `2026-06-01T09:30` read on London's clock → an ISO instant (null when not a date-time). */
export function londonTimeToIso(local: string, zone = SEND_TIME_ZONE): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(local);
  if (!match) return null;
  const [, y, mo, d, h, mi] = match.map(Number) as [number, number, number, number, number, number];
  const asUtc = Date.UTC(y, mo - 1, d, h, mi);
  // The offset at the guessed instant, then again at the corrected one (right across clock changes).
  let utc = asUtc - zoneOffsetMinutes(asUtc, zone) * 60_000;
  utc = asUtc - zoneOffsetMinutes(utc, zone) * 60_000;
  return new Date(utc).toISOString();
}

/** "Friday 27 November 2026 at 18:30 (UK time)". */
export function formatLondonTime(iso: string, zone = SEND_TIME_ZONE): string {
  const date = new Date(iso);
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: zone,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).formatToParts(date);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  // Built from parts: ICU versions differ on the comma after the weekday.
  const day = `${part('weekday')} ${part('day')} ${part('month')} ${part('year')}`;
  const time = new Intl.DateTimeFormat('en-GB', {
    timeZone: zone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(date);
  return `${day} at ${time} (UK time)`;
}

export type ComposeErrors = Partial<Record<'to' | 'subject' | 'body' | 'sendAt', string>>;

const CLIENT_REQUIRED = 'Choose a client';
const SEND_AT_REQUIRED = 'Choose the date and time to send it';
const SEND_AT_PAST = 'Choose a time in the future to send it, or send it now';

/** The request POST /api/emails takes, or what is missing (checked with the contract's schema). */
export function buildSendRequest(
  draft: ComposeDraft,
  now = Date.now(),
): { request: EmailSendRequest; errors?: never } | { request?: never; errors: ComposeErrors } {
  const errors: ComposeErrors = {};
  const audience = draftAudience(draft);
  if (!audience) errors.to = CLIENT_REQUIRED;
  let sendAt: string | undefined;
  if (draft.when === 'later') {
    sendAt = londonTimeToIso(draft.sendAt) ?? undefined;
    if (!sendAt) errors.sendAt = SEND_AT_REQUIRED;
    else if (Date.parse(sendAt) <= now) errors.sendAt = SEND_AT_PAST;
  }
  const request = { audience, subject: draft.subject, body: draft.body, sendAt };
  const parsed = emailSendRequestSchema.safeParse(request);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = issue.path[0] === 'audience' ? 'to' : String(issue.path[0]);
      if (key in errors) continue;
      if (key === 'to' || key === 'subject' || key === 'body' || key === 'sendAt')
        errors[key] = issue.message;
    }
  }
  if (Object.keys(errors).length > 0) return { errors };
  return { request: request as EmailSendRequest };
}

/** Maps a 400's field messages (`audience.filters.tag`, `subject`…) and text onto the form. */
export function serverComposeErrors(
  fields: Readonly<Record<string, string>>,
  message: string,
): ComposeErrors & { form?: string } {
  const errors: ComposeErrors & { form?: string } = {};
  for (const [path, text] of Object.entries(fields)) {
    const key = path.split('.')[0];
    if (key === 'audience') errors.to ??= text;
    else if (key === 'subject' || key === 'body' || key === 'sendAt') errors[key] ??= text;
  }
  if (Object.keys(errors).length === 0) errors.form = message;
  return errors;
}

/** "Emma Clarke, Priya Shah and 40 more". */
export function sampleNames(count: AudienceCount): string {
  const more = count.matched - count.sample.length;
  const names = count.sample.join(', ');
  return more > 0 ? `${names} and ${more} more` : names;
}

/** The recipient line above Send: "42 clients" and who is skipped. */
export function recipientSummary(count: AudienceCount): { count: string; skipped: string | null } {
  return {
    count: plural(count.matched, 'client'),
    skipped: count.suppressed > 0 ? `${count.suppressed} unsubscribed will be skipped` : null,
  };
}

/** Segments are confirmed before sending: "Send to 42 clients?" / "Schedule for 42 clients?". */
export function confirmTitle(draft: ComposeDraft, matched: number | undefined): string {
  const who = matched === undefined ? 'this segment' : plural(matched, 'client');
  return `${draft.when === 'later' ? 'Schedule for' : 'Send to'} ${who}?`;
}
