import { z } from 'zod';
import {
  UNITS_COOKIE,
  photoListSchema,
  progressPointSchema,
  readCookie,
  unitsFromCookie,
} from '@wellness/contracts';
import type { RemoteName, ServiceName } from '@wellness/contracts';
import {
  GALLERY_FIRST_SCREEN_DAYS,
  figuresFromProgress,
  galleryFirstScreenHtml,
  photoDays,
} from '@wellness/ui/first-screen';

/** GETs to the services as the signed-in visitor; null for any answer but a 200. */
export interface AsVisitor {
  json(service: ServiceName, path: string): Promise<unknown>;
}

/** Fills a page's content slot from her data; null when the page would show something else. */
export type FirstScreenContent = (
  params: Readonly<Record<string, string>>,
  get: AsVisitor,
  /** Her Cookie header: preferences her device keeps (contracts UNITS_COOKIE). */
  cookies: string | undefined,
) => Promise<string | null>;

/** What the gallery's weeks show of her progress: whose it is, and her weight and waist each week. */
const progressFiguresSchema = z.object({
  clientId: z.string(),
  weeks: z.array(progressPointSchema.pick({ dueDate: true, weightKg: true, measurementsCm: true })),
});

/** Her own gallery: her newest weeks, with her figures those days in her units. */
const clientPhotos: FirstScreenContent = async (params, get, cookies) => {
  const [photos, progress] = await Promise.all([
    get.json('checkin', `/api/photos?days=${GALLERY_FIRST_SCREEN_DAYS}`),
    get.json('checkin', '/api/checkins/progress'),
  ]);
  const list = photoListSchema.safeParse(photos);
  const figures = progressFiguresSchema.safeParse(progress);
  // Another client's address shows "not yours", and no photos an empty state: the page's own.
  if (!list.success || !figures.success || figures.data.clientId !== params.clientId) return null;
  if (!list.data.items.length) return null;
  return galleryFirstScreenHtml({
    days: photoDays(list.data.items),
    figuresOf: figuresFromProgress(
      figures.data.weeks,
      unitsFromCookie(readCookie(cookies, UNITS_COOKIE)),
    ),
  });
};

/** The pages with a first screen: by the route table's page id, then by the remote showing it. */
export const FIRST_SCREEN_PAGES: Partial<
  Record<string, Partial<Record<RemoteName, FirstScreenContent>>>
> = {
  'client-photos': { 'mf-client': clientPhotos },
};
