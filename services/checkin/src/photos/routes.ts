import { Router } from 'express';
import { z } from 'zod';
import {
  MAX_PHOTO_BYTES,
  PHOTO_UPLOAD_MESSAGES,
  PHOTO_VARIANTS,
  photoPairSchema,
  photoQuerySchema,
} from '@wellness/contracts';
import { allowRoles, callerOf, readUpload, idParam, sendFile } from '@wellness/kit';
import { assertPhotoType } from '@wellness/kit/src/images';
import type { CheckinDeps } from '../deps';
import {
  beforeAfterImage,
  givePhotoConsent,
  listPhotoConsents,
  withdrawPhotoConsent,
} from './consent-handlers';
import { deletePhoto, listPhotos, photoFile, uploadPhoto } from './handlers';

const variantSchema = z.enum(PHOTO_VARIANTS, { message: 'Choose thumb, display or full' });

/**
 * `/api/photos`: progress photos, for her and the coach (nutritionists never see them: 403); the
 * reading router first, then hers. Whose photos a caller may see or change is access.ts's answer;
 * anyone else's is "not found".
 */
export function photoRoutes(deps: CheckinDeps): Router {
  const router = Router();
  router.use('/before-after', beforeAfterRoutes(deps));
  router.use('/consents', consentRoutes(deps));
  router.use(readRoutes(deps));
  router.use(ownRoutes(deps));
  return router;
}

/**
 * `/consents`: her consent per before/after pair. She and the coach read them; giving and
 * withdrawing are hers alone (access.ts, in the handlers).
 */
function consentRoutes(deps: CheckinDeps): Router {
  const router = Router();
  router.use(allowRoles('client', 'coach'));

  router.get('/', async (req, res) => {
    const { clientId } = photoQuerySchema.parse(req.query);
    res.json(await listPhotoConsents(deps, callerOf(req.ctx), clientId));
  });

  router.put('/', async (req, res) => {
    const pair = photoPairSchema.parse(req.body ?? {});
    res.json(await givePhotoConsent(deps, callerOf(req.ctx), pair));
  });

  router.post('/withdraw', async (req, res) => {
    const pair = photoPairSchema.parse(req.body ?? {});
    res.json({ consent: await withdrawPhotoConsent(deps, callerOf(req.ctx), pair) });
  });

  return router;
}

/** `/before-after?beforePhotoId=&afterPhotoId=`: the coach's composed image, with her consent only. */
function beforeAfterRoutes(deps: CheckinDeps): Router {
  const router = Router();
  router.use(allowRoles('coach'));

  router.get('/', async (req, res) => {
    const pair = photoPairSchema.parse(req.query);
    const { image, filename } = await beforeAfterImage(deps, callerOf(req.ctx), pair);
    res.setHeader('content-type', 'image/jpeg');
    res.setHeader('content-disposition', `attachment; filename="${filename}"`);
    res.setHeader('cache-control', 'private, no-store');
    res.end(image);
  });

  return router;
}

/** Her gallery and each photo's variants: she and the coach. */
function readRoutes(deps: CheckinDeps): Router {
  const router = Router();
  router.use(allowRoles('client', 'coach'));

  router.get('/', async (req, res) => {
    res.json(await listPhotos(deps, callerOf(req.ctx), photoQuerySchema.parse(req.query)));
  });

  router.get('/:id/:variant', async (req, res) => {
    const id = idParam(req.params.id, 'Photo');
    const variant = variantSchema.parse(req.params.variant);
    sendFile(req, res, await photoFile(deps, callerOf(req.ctx), id, variant));
  });

  return router;
}

/** Adding and deleting photos: only she. */
function ownRoutes(deps: CheckinDeps): Router {
  const router = Router();
  router.use(allowRoles('client'));

  router.post('/', async (req, res) => {
    const upload = await readUpload(req, res, {
      maxFileBytes: MAX_PHOTO_BYTES,
      inspect: assertPhotoType,
      messages: PHOTO_UPLOAD_MESSAGES,
    });
    res.status(201).json(await uploadPhoto(deps, callerOf(req.ctx), upload));
  });

  router.delete('/:id', async (req, res) => {
    await deletePhoto(deps, callerOf(req.ctx), idParam(req.params.id, 'Photo'));
    res.status(204).end();
  });

  return router;
}
