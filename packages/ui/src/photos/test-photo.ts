import type { Photo } from '@wellness/contracts';

/** A photo as the API answers it, for tests: 600 × 900, unless `overrides` say otherwise. */
export const testPhoto = (
  id: string,
  takenOn: string,
  pose: Photo['pose'],
  overrides: Partial<Photo> = {},
): Photo => ({
  id,
  clientId: 'c1',
  checkinId: null,
  pose,
  takenOn,
  width: 600,
  height: 900,
  createdAt: '2026-11-01',
  variants: { thumb: `/t/${id}`, display: `/d/${id}`, full: `/f/${id}` },
  ...overrides,
});
