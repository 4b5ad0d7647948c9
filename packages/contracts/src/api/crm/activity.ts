import { z } from 'zod';
import { text } from '../text';
import { TEXT_LIMITS } from '../text-limits';
import { isoDate } from './fields';

/** The timeline and the private notes of leads and clients (crm). */
export const activitySchema = z.object({
  id: z.string(),
  subjectType: z.enum(['lead', 'client', 'approval', 'team']),
  subjectId: z.string(),
  kind: z.string(),
  summary: z.string(),
  actorName: z.string().nullable(),
  createdAt: isoDate,
});
export type Activity = z.infer<typeof activitySchema>;

export const noteSchema = z.object({
  id: z.string(),
  body: z.string(),
  authorName: z.string().nullable(),
  createdAt: isoDate,
});
export type Note = z.infer<typeof noteSchema>;
export const noteCreateSchema = z.object({
  body: text({
    label: 'Note',
    max: TEXT_LIMITS.note,
    required: 'Write something before saving the note',
  }),
});
