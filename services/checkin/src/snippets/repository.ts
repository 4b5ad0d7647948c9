import type { SnippetInput } from '@wellness/contracts';
import type { Db } from '../db';

/** A coach's saved replies, by title. */
export const snippetsOf = (db: Db, coachUserId: string) =>
  db.replySnippet.findMany({ where: { coachUserId }, orderBy: [{ title: 'asc' }, { id: 'asc' }] });

export const findSnippet = (db: Db, id: string) => db.replySnippet.findUnique({ where: { id } });

export const createSnippet = (db: Db, coachUserId: string, snippet: SnippetInput, at: Date) =>
  db.replySnippet.create({ data: { coachUserId, ...snippet, createdAt: at, updatedAt: at } });

export const updateSnippet = (db: Db, id: string, snippet: SnippetInput, at: Date) =>
  db.replySnippet.update({ where: { id }, data: { ...snippet, updatedAt: at } });

export const deleteSnippet = (db: Db, id: string) => db.replySnippet.deleteMany({ where: { id } });
