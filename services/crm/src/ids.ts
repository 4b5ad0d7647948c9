import { z } from 'zod';
import { notFound } from '@wellness/kit';

const uuid = z.uuid();

/** A path id: anything that is not a uuid cannot name a record, so it is simply not found. */
export function parseId(value: unknown, what: string): string {
  const parsed = uuid.safeParse(value);
  if (!parsed.success) throw notFound(what);
  return parsed.data;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A user id fit for a uuid column, or null (ids come from auth and are uuids; this is a guard). */
export const uuidOrNull = (value: string | null | undefined): string | null =>
  value && UUID.test(value) ? value : null;
