import type { Note } from '@wellness/contracts';
import type { Db, Tx } from '../db';
import { uuidOrNull } from '../ids';
import type { Actor } from '../actor';

export type NoteSubject = { leadId: string } | { clientId: string };

const fields = { id: true, body: true, authorName: true, createdAt: true } as const;

const toNote = (n: { id: string; body: string; authorName: string | null; createdAt: Date }) => ({
  id: n.id,
  body: n.body,
  authorName: n.authorName,
  createdAt: n.createdAt.toISOString(),
});

export async function createNote(
  db: Db | Tx,
  subject: NoteSubject,
  body: string,
  author: Actor,
): Promise<Note> {
  const note = await db.note.create({
    data: { ...subject, body, authorUserId: uuidOrNull(author.userId), authorName: author.name },
    select: fields,
  });
  return toNote(note);
}

/** A lead's or client's notes, newest first. */
export async function notesOf(db: Db | Tx, subject: NoteSubject): Promise<Note[]> {
  const notes = await db.note.findMany({
    where: subject,
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    select: fields,
  });
  return notes.map(toNote);
}
