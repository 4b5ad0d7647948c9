import type { CheckinDraftInput } from '@wellness/contracts';
import type { Db, Tx } from '../db';
import type { Prisma } from '../generated/prisma/client';

/** What she has typed into her next check-in so far (one per client). */
export const findDraft = (db: Db, clientId: string) =>
  db.checkinDraft.findUnique({ where: { clientId } });

export const saveDraft = (db: Db, clientId: string, draft: CheckinDraftInput, at: Date) =>
  db.checkinDraft.upsert({
    where: { clientId },
    create: { clientId, draft: draft as Prisma.InputJsonValue, updatedAt: at },
    update: { draft: draft as Prisma.InputJsonValue, updatedAt: at },
  });

/** Her draft is done with once she submits (in the submit's transaction). */
export const deleteDraft = (tx: Tx, clientId: string) =>
  tx.checkinDraft.deleteMany({ where: { clientId } });
