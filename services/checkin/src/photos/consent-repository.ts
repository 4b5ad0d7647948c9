import type { Db, Tx } from '../db';

export const consentsOf = (db: Db, clientId: string) =>
  db.photoConsent.findMany({ where: { clientId }, orderBy: { givenAt: 'desc' } });

export const findConsentFor = (db: Db, beforePhotoId: string, afterPhotoId: string) =>
  db.photoConsent.findUnique({
    where: { beforePhotoId_afterPhotoId: { beforePhotoId, afterPhotoId } },
  });

/** Gives (or gives again, after a withdrawal) her consent for one pair. */
export const giveConsent = (
  db: Db,
  pair: { clientId: string; beforePhotoId: string; afterPhotoId: string },
  at: Date,
) =>
  db.photoConsent.upsert({
    where: {
      beforePhotoId_afterPhotoId: {
        beforePhotoId: pair.beforePhotoId,
        afterPhotoId: pair.afterPhotoId,
      },
    },
    create: { ...pair, givenAt: at },
    update: { givenAt: at, withdrawnAt: null },
  });

export const withdrawConsentFor = (
  db: Db | Tx,
  beforePhotoId: string,
  afterPhotoId: string,
  at: Date,
) =>
  db.photoConsent.updateMany({
    where: { beforePhotoId, afterPhotoId, withdrawnAt: null },
    data: { withdrawnAt: at },
  });

/** A deleted photo takes every consent that names it. */
export const deleteConsentsOfPhoto = (db: Db | Tx, photoId: string) =>
  db.photoConsent.deleteMany({
    where: { OR: [{ beforePhotoId: photoId }, { afterPhotoId: photoId }] },
  });
