import { randomUUID } from 'node:crypto';
import {
  CHECKIN_MESSAGES,
  PHOTO_UPLOAD_MESSAGES,
  photoUploadFieldsSchema,
} from '@wellness/contracts';
import type { Photo, PhotoList, PhotoQuery, PhotoVariantName } from '@wellness/contracts';
import { DomainError, dateIn, notFound } from '@wellness/kit';
import { processPhoto } from '@wellness/kit/src/images';
import type { Caller, Upload } from '@wellness/kit';
import type { StoredFile } from '@wellness/kit/src/files';
import type { PhotoVariant } from '@wellness/kit/src/images';
import type { CheckinDeps } from '../deps';
import { dateOf, dayOf } from '../dates';
import type { Photo as PhotoRow } from '../generated/prisma/client';
import { findClient } from '../clients/repository';
import { subjectClient } from '../clients/subject';
import { findCheckin } from '../checkins/repository';
import { consentInForce } from '../onboarding/handlers';
import { findConsent } from '../onboarding/repository';
import { canChangePhotos, canSeePhotos } from './access';
import { deleteConsentsOfPhoto } from './consent-repository';
import {
  countPhotoDays,
  deletePhotoRow,
  findPhoto,
  photoWithOwner,
  insertPhoto,
  lockPoseOf,
  photoDaysBefore,
  photosBetween,
  photosOf,
} from './repository';

const FILE_NAMES: Record<PhotoVariantName, string> = {
  thumb: 'thumb.webp',
  display: 'display.webp',
  full: 'full.jpg',
};

/** Every file of a photo lives in its own folder: deleting the folder deletes them all. */
const folderOf = (clientId: string, photoId: string) => `photos/${clientId}/${photoId}`;
export const fileKey = (row: Pick<PhotoRow, 'clientId' | 'id'>, variant: PhotoVariantName) =>
  `${folderOf(row.clientId, row.id)}/${FILE_NAMES[variant]}`;

function toPhoto(row: PhotoRow): Photo {
  const url = (variant: PhotoVariantName) => `/api/photos/${row.id}/${variant}`;
  return {
    id: row.id,
    clientId: row.clientId,
    checkinId: row.checkinId,
    pose: row.pose,
    takenOn: dayOf(row.takenOn),
    width: row.width,
    height: row.height,
    createdAt: row.createdAt.toISOString(),
    variants: { thumb: url('thumb'), display: url('display'), full: url('full') },
  };
}

const fieldError = (field: string, message: string) =>
  new DomainError('VALIDATION', message, { fields: { [field]: message } });

/**
 * Her photo of one pose: from a check-in of hers (replacing that pose's photo, whose files go
 * too) or on a date she gives. Health consent first. Its files are written before its row, and
 * deleted again if the row cannot be, so nothing is left half-stored.
 */
export async function uploadPhoto(
  deps: CheckinDeps,
  caller: Caller,
  upload: Upload,
): Promise<Photo> {
  const fields = photoUploadFieldsSchema.parse(upload.fields);
  const client = await subjectClient(deps, caller, undefined);
  if (!canChangePhotos(caller, client)) throw notFound('Client');
  if (!consentInForce(await findConsent(deps.db, client.clientId)))
    throw new DomainError('BAD_REQUEST', CHECKIN_MESSAGES.consentRequired, {
      reason: 'consent_required',
    });
  let takenOn: string;
  if (fields.checkinId) {
    const checkin = await findCheckin(deps.db, fields.checkinId);
    if (!checkin || checkin.clientId !== client.clientId) throw notFound('Check-in');
    takenOn = dayOf(checkin.dueDate);
  } else {
    takenOn = fields.takenOn!;
    if (takenOn > dateIn(deps.clock.now(), client.timeZone ?? deps.config.BUSINESS_TIME_ZONE))
      throw fieldError('takenOn', PHOTO_UPLOAD_MESSAGES.futureDate);
  }

  const variants = await processPhoto(upload.file.body);
  const full = variants.find((v) => v.name === 'full')!;
  const id = randomUUID();
  const row = { id, clientId: client.clientId };
  await storeVariants(deps, row, variants);
  let replaced: string | null = null;
  let saved: PhotoRow;
  try {
    saved = await deps.db.$transaction(async (tx) => {
      if (fields.checkinId) {
        replaced = await lockPoseOf(tx, fields.checkinId, fields.pose);
        if (replaced) {
          await deleteConsentsOfPhoto(tx, replaced);
          await deletePhotoRow(tx, replaced);
        }
      }
      return insertPhoto(tx, {
        ...row,
        checkinId: fields.checkinId ?? null,
        pose: fields.pose,
        takenOn: dateOf(takenOn),
        width: full.width,
        height: full.height,
      });
    });
  } catch (error) {
    await deps.files.deletePrefix(folderOf(client.clientId, id));
    throw error;
  }
  // The new photo is in; the one it replaced goes from the store too.
  if (replaced) await deps.files.deletePrefix(folderOf(client.clientId, replaced));
  return toPhoto(saved);
}

/** Writes a photo's variants; if one fails, none is left. */
export async function storeVariants(
  deps: Pick<CheckinDeps, 'files'>,
  row: Pick<PhotoRow, 'clientId' | 'id'>,
  variants: PhotoVariant[],
) {
  try {
    for (const variant of variants)
      await deps.files.put(fileKey(row, variant.name), variant.body, {
        contentType: variant.contentType,
      });
  } catch (error) {
    await deps.files.deletePrefix(folderOf(row.clientId, row.id));
    throw error;
  }
}

/**
 * Her photos (a client her own; the coach names the client with `?clientId=`): all of them, or
 * with `days` one page of whole days, newest first, so a phone's first screen waits for a few weeks
 * rather than years of them.
 */
export async function listPhotos(
  deps: CheckinDeps,
  caller: Caller,
  { clientId, days, before }: PhotoQuery,
): Promise<PhotoList> {
  const client = await subjectClient(deps, caller, clientId);
  if (!canSeePhotos(caller, client)) throw notFound('Client');
  if (days === undefined) return { items: (await photosOf(deps.db, client.clientId)).map(toPhoto) };
  const end = before === undefined ? null : dateOf(before);
  const [found, totalDays] = await Promise.all([
    photoDaysBefore(deps.db, client.clientId, end, days + 1),
    countPhotoDays(deps.db, client.clientId),
  ]);
  const page = found.slice(0, days);
  const items = page.length
    ? await photosBetween(deps.db, client.clientId, page[page.length - 1], end)
    : [];
  return {
    items: items.map(toPhoto),
    nextBefore: found.length > days ? dayOf(page[page.length - 1]) : null,
    totalDays,
  };
}

/** A photo the caller may see, with its client; anything else is "not found". */
async function visiblePhoto(deps: CheckinDeps, caller: Caller, id: string) {
  const row = await findPhoto(deps.db, id);
  const client = row && (await findClient(deps.db, row.clientId));
  if (!row || !client || !canSeePhotos(caller, client)) throw notFound('Photo');
  return { row, client };
}

/** One variant's file, for the route to stream. */
export async function photoFile(
  deps: CheckinDeps,
  caller: Caller,
  id: string,
  variant: PhotoVariantName,
): Promise<StoredFile> {
  const row = await photoWithOwner(deps.db, id);
  if (!row || !canSeePhotos(caller, row)) throw notFound('Photo');
  const file = await deps.files.get(fileKey(row, variant));
  if (!file) throw notFound('Photo');
  return file;
}

/** She deletes one of her photos: the row, then every stored variant. */
export async function deletePhoto(deps: CheckinDeps, caller: Caller, id: string): Promise<void> {
  const { row, client } = await visiblePhoto(deps, caller, id);
  if (!canChangePhotos(caller, client)) throw notFound('Photo');
  await deps.db.$transaction(async (tx) => {
    await deleteConsentsOfPhoto(tx, row.id);
    await deletePhotoRow(tx, row.id);
  });
  await deps.files.deletePrefix(folderOf(row.clientId, row.id));
}
