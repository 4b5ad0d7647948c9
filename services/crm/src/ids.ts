import { isUuid } from '@wellness/kit';

/** A user id fit for a uuid column, or null (ids come from auth and are uuids; this is a guard). */
export const uuidOrNull = (value: string | null | undefined): string | null =>
  value && isUuid(value) ? value : null;
