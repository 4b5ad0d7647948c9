import type { ArchiveSubject, SqlCondition } from './types';

/** Her rows, by a column holding her client id. */
export const whereClient =
  (column = 'client_id') =>
  (subject: ArchiveSubject): SqlCondition => ({
    text: `"${column}" = $1::uuid`,
    values: [subject.clientId],
  });

/** Her rows, by a column holding her user id (none while she has no account). */
export const whereUser =
  (column = 'user_id') =>
  (subject: ArchiveSubject): SqlCondition => ({
    text: `"${column}" = $1::uuid`,
    values: [subject.userId],
  });

/** Her rows by any condition on her client id (`$1`), say rows whose parent is hers. */
export const whereClientIn =
  (condition: string) =>
  (subject: ArchiveSubject): SqlCondition => ({ text: condition, values: [subject.clientId] });
