import { PHOTO_CONSENT_MESSAGES, formatDay } from '@wellness/contracts';
import type { PhotoConsent, PhotoPair } from '@wellness/contracts';
import { DomainError, eventContextOf, forbidden, notFound, recordEvent } from '@wellness/kit';
import { composeBeforeAfter } from '@wellness/kit/src/images';
import type { Caller } from '@wellness/kit';
import { buffer } from 'node:stream/consumers';
import type { CheckinDeps } from '../deps';
import type { PhotoConsent as ConsentRow } from '../generated/prisma/client';
import { findClient } from '../clients/repository';
import { subjectClient } from '../clients/subject';
import { canChangePhotos, canSeePhotos } from './access';
import { consentsOf, findConsentFor, giveConsent, withdrawConsentFor } from './consent-repository';
import { fileKey } from './handlers';
import { findPhoto } from './repository';

const toConsent = (row: ConsentRow): PhotoConsent => ({
  beforePhotoId: row.beforePhotoId,
  afterPhotoId: row.afterPhotoId,
  givenAt: row.givenAt.toISOString(),
  withdrawnAt: row.withdrawnAt?.toISOString() ?? null,
});

/** Both photos of a pair, of one client the caller may see; anything else is "not found". */
async function visiblePair(deps: CheckinDeps, caller: Caller, pair: PhotoPair) {
  if (pair.beforePhotoId === pair.afterPhotoId)
    throw new DomainError('VALIDATION', PHOTO_CONSENT_MESSAGES.notAPair, {
      fields: { afterPhotoId: PHOTO_CONSENT_MESSAGES.notAPair },
    });
  const [before, after] = await Promise.all([
    findPhoto(deps.db, pair.beforePhotoId),
    findPhoto(deps.db, pair.afterPhotoId),
  ]);
  if (!before || !after || before.clientId !== after.clientId) throw notFound('Photo');
  const client = await findClient(deps.db, before.clientId);
  if (!client || !canSeePhotos(caller, client)) throw notFound('Photo');
  return { before, after, client };
}

/** Her consents, per pair (she sees hers; the coach names the client). */
export async function listPhotoConsents(
  deps: CheckinDeps,
  caller: Caller,
  clientId: string | undefined,
): Promise<{ items: PhotoConsent[] }> {
  const client = await subjectClient(deps, caller, clientId);
  if (!canSeePhotos(caller, client)) throw notFound('Client');
  return { items: (await consentsOf(deps.db, client.clientId)).map(toConsent) };
}

/** She lets the coach use this pair in marketing; the time is recorded. Only she can. */
export async function givePhotoConsent(
  deps: CheckinDeps,
  caller: Caller,
  pair: PhotoPair,
): Promise<PhotoConsent> {
  const { client } = await visiblePair(deps, caller, pair);
  if (!canChangePhotos(caller, client)) throw forbidden(PHOTO_CONSENT_MESSAGES.onlyHers);
  return toConsent(
    await giveConsent(deps.db, { clientId: client.clientId, ...pair }, deps.clock.now()),
  );
}

/** She takes it back: the download stops at once; the time is recorded. */
export async function withdrawPhotoConsent(
  deps: CheckinDeps,
  caller: Caller,
  pair: PhotoPair,
): Promise<PhotoConsent | null> {
  const { client } = await visiblePair(deps, caller, pair);
  if (!canChangePhotos(caller, client)) throw forbidden(PHOTO_CONSENT_MESSAGES.onlyHers);
  await deps.db.$transaction(async (tx) => {
    const { count } = await withdrawConsentFor(
      tx,
      pair.beforePhotoId,
      pair.afterPhotoId,
      deps.clock.now(),
    );
    // crm's audit log records the withdrawal (issue 19).
    if (count > 0)
      await recordEvent(
        tx,
        'consent.withdrawn',
        { clientId: client.clientId, userId: caller.identity.userId, kind: 'photo_marketing' },
        eventContextOf(caller),
      );
  });
  const row = await findConsentFor(deps.db, pair.beforePhotoId, pair.afterPhotoId);
  return row && toConsent(row);
}

/**
 * The coach's before/after image of a pair: both full photos side by side with their dates, made
 * here. Refused (403) unless her consent to this very pair is in force.
 */
export async function beforeAfterImage(
  deps: CheckinDeps,
  caller: Caller,
  pair: PhotoPair,
): Promise<{ image: Buffer; filename: string }> {
  const { before, after } = await visiblePair(deps, caller, pair);
  const consent = await findConsentFor(deps.db, pair.beforePhotoId, pair.afterPhotoId);
  if (!consent || consent.withdrawnAt) throw forbidden(PHOTO_CONSENT_MESSAGES.noConsent);
  const files = await Promise.all(
    [before, after].map((photo) => deps.files.get(fileKey(photo, 'full'))),
  );
  if (files.some((file) => !file)) {
    files.forEach((file) => file?.body.destroy());
    throw notFound('Photo');
  }
  const [first, second] = await Promise.all(files.map((file) => buffer(file!.body)));
  const day = (d: Date) => d.toISOString().slice(0, 10);
  const image = await composeBeforeAfter(first, second, [
    `Before · ${formatDay(day(before.takenOn))}`,
    `After · ${formatDay(day(after.takenOn))}`,
  ]);
  return { image, filename: `before-after-${day(before.takenOn)}-${day(after.takenOn)}.jpg` };
}
