import type { z } from 'zod';
import { CLIENT_STATUS_LABELS } from '@wellness/contracts';
import type { audienceSchema, segmentFiltersSchema } from '@wellness/contracts';
import type { Db } from '../db';
import type { Prisma } from '../generated/prisma/client';
import { longDate } from '../emails/layout';

export type Audience = z.output<typeof audienceSchema>;
export type SegmentFilters = z.output<typeof segmentFiltersSchema>;

/** A client a send goes to. */
export interface Recipient {
  clientId: string;
  firstName: string;
  lastName: string;
  email: string;
}

const DAY_MS = 24 * 3600_000;
/** A calendar day's start (segments read dates as UTC days). */
const dayStart = (isoDate: string) => new Date(`${isoDate}T00:00:00Z`);

/**
 * The clients a segment matches (with an email address), as the client table's filters read:
 * joined dates inclusive, "last check-in before" also matching clients who never checked in.
 * Archived clients are left out unless the segment asks for them by status: a segment is for
 * the clients she works with.
 */
export function segmentWhere(filters: SegmentFilters): Prisma.ClientWhereInput {
  const and: Prisma.ClientWhereInput[] = [{ email: { not: '' } }];
  and.push({ status: filters.status ?? { not: 'archived' } });
  if (filters.nutritionist)
    and.push({
      nutritionistUserId: filters.nutritionist === 'none' ? null : filters.nutritionist,
    });
  if (filters.joinedFrom) and.push({ joinedAt: { gte: dayStart(filters.joinedFrom) } });
  if (filters.joinedTo)
    and.push({ joinedAt: { lt: new Date(dayStart(filters.joinedTo).getTime() + DAY_MS) } });
  if (filters.lastCheckInBefore)
    and.push({
      OR: [{ lastCheckInAt: null }, { lastCheckInAt: { lt: dayStart(filters.lastCheckInBefore) } }],
    });
  if (filters.tag) and.push({ tags: { has: filters.tag } });
  return { AND: and };
}

const recipientFields = { clientId: true, firstName: true, lastName: true, email: true } as const;

/** Everyone a segment matches, in name order. */
export function segmentRecipients(db: Db, filters: SegmentFilters): Promise<Recipient[]> {
  return db.client.findMany({
    where: segmentWhere(filters),
    select: recipientFields,
    orderBy: [{ firstName: 'asc' }, { lastName: 'asc' }, { clientId: 'asc' }],
  });
}

/** One client, with or without an email address (the caller says which is wrong). */
export function findRecipient(db: Db, clientId: string): Promise<Recipient | null> {
  return db.client.findUnique({ where: { clientId }, select: recipientFields });
}

/** A nutritionist's name as her clients' snapshots give it. */
async function nutritionistName(db: Db, userId: string): Promise<string | null> {
  const client = await db.client.findFirst({
    where: { nutritionistUserId: userId, nutritionistName: { not: null } },
    select: { nutritionistName: true },
  });
  return client?.nutritionistName ?? null;
}

/** "Active clients tagged vip, with Priya as nutritionist, joined from 1 March 2026". */
export async function segmentLabel(db: Db, filters: SegmentFilters): Promise<string> {
  const who = filters.status ? `${CLIENT_STATUS_LABELS[filters.status]} clients` : 'All clients';
  const parts: string[] = [];
  if (filters.tag) parts.push(`tagged ${filters.tag}`);
  if (filters.nutritionist === 'none') parts.push('without a nutritionist');
  else if (filters.nutritionist)
    parts.push(
      `with ${(await nutritionistName(db, filters.nutritionist)) ?? 'one'} as nutritionist`,
    );
  if (filters.joinedFrom && filters.joinedTo)
    parts.push(`joined ${longDate(filters.joinedFrom)} to ${longDate(filters.joinedTo)}`);
  else if (filters.joinedFrom) parts.push(`joined from ${longDate(filters.joinedFrom)}`);
  else if (filters.joinedTo) parts.push(`joined by ${longDate(filters.joinedTo)}`);
  if (filters.lastCheckInBefore)
    parts.push(`no check-in since ${longDate(filters.lastCheckInBefore)}`);
  return [who, ...parts].join(', ').replace(', tagged', ' tagged');
}

export const fullName = (recipient: Pick<Recipient, 'firstName' | 'lastName'>) =>
  `${recipient.firstName} ${recipient.lastName}`.trim();
