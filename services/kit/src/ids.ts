import { notFound } from './errors';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a value is a uuid (every id the services make is). */
export const isUuid = (value: unknown): value is string =>
  typeof value === 'string' && UUID.test(value);

/** An id in a path: what is not a uuid names no record, so it is "not found". */
export function idParam(value: unknown, what: string): string {
  if (!isUuid(value)) throw notFound(what);
  return value.toLowerCase();
}
