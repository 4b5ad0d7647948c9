import { z } from 'zod';

// Progress photos (issue 14): front, side and back, from a check-in or on any date. Files are
// never public: the variants are served by `GET /api/photos/:id/:variant` after an access check.

export const PHOTO_POSES = { front: 'Front', side: 'Side', back: 'Back' } as const;
export type PhotoPose = keyof typeof PHOTO_POSES;
export const PHOTO_POSE_KEYS = Object.keys(PHOTO_POSES) as PhotoPose[];

export const PHOTO_VARIANTS = ['thumb', 'display', 'full'] as const;
export type PhotoVariantName = (typeof PHOTO_VARIANTS)[number];

/** At most 20 MB a file, checked while it arrives. */
export const MAX_PHOTO_BYTES = 20 * 1024 * 1024;

export const PHOTO_UPLOAD_MESSAGES = {
  tooLarge: 'This photo is larger than 20 MB. Please choose a smaller one.',
  noFile: 'Please choose a photo to upload',
  oneFile: 'Please upload one photo at a time',
  notMultipart: 'Please send the photo as a multipart form (file, pose, and checkinId or takenOn)',
  chooseWeek:
    'Please say which check-in the photo belongs to (checkinId) or when it was taken (takenOn)',
  futureDate: 'A photo cannot be taken in the future',
} as const;

/** The form fields beside the file. */
export const photoUploadFieldsSchema = z
  .object({
    pose: z.enum(PHOTO_POSE_KEYS as [PhotoPose, ...PhotoPose[]], {
      message: 'Please choose the pose: front, side or back',
    }),
    checkinId: z.uuid({ message: 'must be a check-in id' }).optional(),
    takenOn: z.iso.date({ message: 'must be a date (YYYY-MM-DD)' }).optional(),
  })
  .refine((f) => f.checkinId !== undefined || f.takenOn !== undefined, {
    message: PHOTO_UPLOAD_MESSAGES.chooseWeek,
    path: ['checkinId'],
  });
export type PhotoUploadFields = z.infer<typeof photoUploadFieldsSchema>;

export const photoSchema = z.object({
  id: z.string(),
  clientId: z.string(),
  checkinId: z.string().nullable(),
  pose: z.enum(PHOTO_POSE_KEYS as [PhotoPose, ...PhotoPose[]]),
  /** The day it shows (her check-in's due date, or the date she gave). */
  takenOn: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  createdAt: z.string(),
  /** Where each variant is served (through the API, after an access check). */
  variants: z.object({ thumb: z.string(), display: z.string(), full: z.string() }),
});
export type Photo = z.infer<typeof photoSchema>;

/** The most days of photos one page of the gallery asks for. */
export const PHOTO_PAGE_MAX_DAYS = 52;

export const photoListSchema = z.object({
  items: z.array(photoSchema),
  /** A page (`?days=`) only: the `before` of the next, earlier page; null on the last. */
  nextBefore: z.string().nullable().optional(),
  /** A page (`?days=`) only: how many days of photos she has in all. */
  totalDays: z.number().int().optional(),
});
export type PhotoList = z.infer<typeof photoListSchema>;

/** Without `days`, all her photos; with it, her newest `days` days of photos before `before`. */
export const photoQuerySchema = z.object({
  clientId: z.uuid({ message: 'must be a client id' }).optional(),
  days: z.coerce
    .number<number | string>()
    .int()
    .min(1, { message: 'days is at least 1' })
    .max(PHOTO_PAGE_MAX_DAYS, { message: `days is at most ${PHOTO_PAGE_MAX_DAYS}` })
    .optional(),
  before: z.iso.date({ message: 'must be a date (YYYY-MM-DD)' }).optional(),
});
export type PhotoQuery = z.infer<typeof photoQuerySchema>;

/** A before/after pair, by photo id (the same pose of two days of hers). */
export const photoPairSchema = z.object({
  beforePhotoId: z.uuid({ message: 'must be a photo id' }),
  afterPhotoId: z.uuid({ message: 'must be a photo id' }),
});
export type PhotoPair = z.infer<typeof photoPairSchema>;

/** Her consent to the coach using one pair in marketing, with its times. */
export const photoConsentSchema = photoPairSchema.extend({
  givenAt: z.string(),
  withdrawnAt: z.string().nullable(),
});
export type PhotoConsent = z.infer<typeof photoConsentSchema>;
export const photoConsentListSchema = z.object({ items: z.array(photoConsentSchema) });

export const PHOTO_CONSENT_MESSAGES = {
  text: 'I agree that my coach may use this before and after comparison in her marketing (for example on her website or social media). I can withdraw this at any time.',
  notAPair: 'Choose two different photos of yours',
  noConsent:
    'She has not agreed to this before and after being used. Ask her first: she can agree on her photos page.',
  onlyHers: 'Only she can give or withdraw this consent',
} as const;

/** Her consent to this pair, given or withdrawn, if she ever gave it. */
export const consentForPair = (
  consents: readonly PhotoConsent[],
  beforePhotoId: string,
  afterPhotoId: string,
): PhotoConsent | undefined =>
  consents.find((c) => c.beforePhotoId === beforePhotoId && c.afterPhotoId === afterPhotoId);
