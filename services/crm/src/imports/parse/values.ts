import { parsePhoneNumberFromString } from 'libphonenumber-js';
import { z } from 'zod';
import { TEXT_LIMITS, tagSchema } from '@wellness/contracts';
import type { ClientStatus, LeadStatus } from '@wellness/contracts';

/** A cell's value as it will be stored, or why it cannot be. */
export type Checked<T> = { ok: true; value: T } | { ok: false; reason: string };

const ok = <T>(value: T): Checked<T> => ({ ok: true, value });
const bad = (reason: string): Checked<never> => ({ ok: false, reason });

const emailSchema = z.email();

/** Lower-cased and checked (the address events carry must pass the same check). */
export function checkEmail(raw: string): Checked<string> {
  const email = raw.trim().toLowerCase();
  if (!email) return bad('The email address is missing');
  if (email.length > TEXT_LIMITS.email || !emailSchema.safeParse(email).success)
    return bad(`"${raw.trim()}" is not an email address`);
  return ok(email);
}

/**
 * In E.164 (+447700900123); a number without a country code is read as a UK number. A number of a
 * possible length is accepted even where the numbering plan has no such range (Ofcom's drama
 * numbers, 07700 900xxx, are in many a coach's test data).
 */
export function checkPhone(raw: string): Checked<string> {
  const mobile = ukMobile(raw);
  if (mobile) return ok(mobile);
  const phone = parsePhoneNumberFromString(raw.trim(), 'GB');
  if (!phone || !phone.isPossible()) return bad(`"${raw.trim()}" is not a phone number`);
  return ok(phone.number);
}

/**
 * A UK mobile number written nationally (07xxx xxxxxx, spaces or hyphens anywhere), in E.164, as
 * libphonenumber gives it (values.test.ts compares them), or null. Most files hold nothing else,
 * and the library spends some 60 µs on each working out whether a +44 7 number is British,
 * Jersey's, Guernsey's or Manx, which its E.164 form does not depend on.
 */
function ukMobile(raw: string): string | null {
  const digits = raw.replace(/[ -]/g, '');
  return /^07\d{9}$/.test(digits) ? `+44${digits.slice(1)}` : null;
}

/** A name as written, with its spaces tidied; a formula-looking name stays text. */
export function checkName(raw: string, label: string): Checked<string> {
  const name = raw.trim().replace(/\s+/g, ' ');
  if (!name) return bad(`${label} is missing`);
  if (name.length > TEXT_LIMITS.name)
    return bad(`${label} is longer than ${TEXT_LIMITS.name} characters`);
  return ok(name);
}

/** "Maya Hart" → Maya / Hart; "Maya van der Berg" → Maya / van der Berg. */
export function splitFullName(raw: string): { firstName: string; lastName: string } {
  const [first = '', ...rest] = raw.trim().split(/\s+/);
  return { firstName: first, lastName: rest.join(' ') };
}

export function checkLongText(raw: string, label: string): Checked<string> {
  const text = raw.trim();
  return text.length > TEXT_LIMITS.longText
    ? bad(`${label} is longer than ${TEXT_LIMITS.longText} characters`)
    : ok(text);
}

/** "VIP, Postnatal; weight loss" → postnatal, vip, weight-loss (the client tags' rules). */
export function checkTags(raw: string): Checked<string[]> {
  const tags: string[] = [];
  for (const part of raw.split(/[,;|]/)) {
    const label = part.trim().toLowerCase().replace(/\s+/g, '-');
    if (!label) continue;
    const tag = tagSchema.safeParse(label);
    if (!tag.success) return bad(`"${part.trim()}" is not a tag: ${tag.error.issues[0]?.message}`);
    tags.push(tag.data);
  }
  return ok([...new Set(tags)].sort());
}

const key = (raw: string) =>
  raw
    .trim()
    .toLowerCase()
    .replace(/[^a-z]/g, '');

/** What other platforms call a client's status, in crm's terms. */
const CLIENT_STATUS_WORDS: Record<string, ClientStatus> = {
  active: 'active',
  current: 'active',
  paying: 'active',
  live: 'active',
  paused: 'paused',
  onhold: 'paused',
  hold: 'paused',
  frozen: 'paused',
  inactive: 'paused',
  pending: 'pending',
  invited: 'pending',
  new: 'pending',
  notstarted: 'pending',
  archived: 'archived',
  former: 'archived',
  past: 'archived',
  cancelled: 'archived',
  canceled: 'archived',
  churned: 'archived',
  ended: 'archived',
  left: 'archived',
  deleted: 'archived',
};

const LEAD_STATUS_WORDS: Record<string, LeadStatus> = {
  new: 'new',
  open: 'new',
  contacted: 'contacted',
  inprogress: 'contacted',
  followup: 'contacted',
  callbooked: 'call_booked',
  booked: 'call_booked',
  scheduled: 'call_booked',
  won: 'won',
  converted: 'won',
  client: 'won',
  lost: 'lost',
  closed: 'lost',
  closedlost: 'lost',
  dead: 'lost',
};

export function checkClientStatus(raw: string): Checked<ClientStatus> {
  const status = CLIENT_STATUS_WORDS[key(raw)];
  return status
    ? ok(status)
    : bad(`"${raw.trim()}" is not a status: use Active, Paused, Pending or Archived`);
}

export function checkLeadStatus(raw: string): Checked<LeadStatus> {
  const status = LEAD_STATUS_WORDS[key(raw)];
  return status
    ? ok(status)
    : bad(`"${raw.trim()}" is not a status: use New, Contacted, Call booked, Won or Lost`);
}

export function checkSource(raw: string): Checked<string> {
  const source = raw.trim().toLowerCase().replace(/\s+/g, '-');
  return source.length > TEXT_LIMITS.leadSource
    ? bad(`The source is longer than ${TEXT_LIMITS.leadSource} characters`)
    : ok(source);
}
