import { PHOTO_POSE_KEYS, formatDay, formatLength, formatWeight } from '@wellness/contracts';
import type { LengthUnit, Photo, PhotoPose, ProgressPoint, WeightUnit } from '@wellness/contracts';

/** A phone's first screen shows her two newest weeks: their thumbnails are fetched at once, the rest lazily. */
export const GALLERY_EAGER_DAYS = 2;

/** One day of photos: at most one per pose (the newest, when she took two). */
export interface PhotoDay {
  day: string;
  poses: Partial<Record<PhotoPose, Photo>>;
}

/** Her photos by day, newest day first. */
export function photoDays(photos: readonly Photo[]): PhotoDay[] {
  const byDay = new Map<string, PhotoDay>();
  for (const photo of photos) {
    const entry = byDay.get(photo.takenOn) ?? { day: photo.takenOn, poses: {} };
    const seen = entry.poses[photo.pose];
    if (!seen || seen.createdAt < photo.createdAt) entry.poses[photo.pose] = photo;
    byDay.set(photo.takenOn, entry);
  }
  return [...byDay.values()].sort((a, b) => b.day.localeCompare(a.day));
}

/** The days that have a photo of this pose, oldest first (what compare chooses from). */
export const daysWithPose = (days: readonly PhotoDay[], pose: PhotoPose): string[] =>
  days
    .filter((d) => d.poses[pose])
    .map((d) => d.day)
    .sort();

/** The pose compare opens on: the first one photographed on at least two days. */
export function comparablePose(days: readonly PhotoDay[]): PhotoPose | null {
  return PHOTO_POSE_KEYS.find((pose) => daysWithPose(days, pose).length >= 2) ?? null;
}

/** "Monday 23 November", with the year when it is not this year's (photos span years). */
export const photoDayLabel = (day: string, thisYear = new Date().getFullYear()) =>
  day.startsWith(`${thisYear}-`) ? formatDay(day) : `${formatDay(day)} ${day.slice(0, 4)}`;

/** "Front, Monday 23 November": the alt text of a photo. */
export const photoLabel = (photo: Pick<Photo, 'pose' | 'takenOn'>, thisYear?: number) =>
  `${photo.pose[0].toUpperCase()}${photo.pose.slice(1)}, ${photoDayLabel(photo.takenOn, thisYear)}`;

/** Her weight and waist on the days she checked in, in the reader's units, for under the photos. */
export function figuresFromProgress(
  weeks: readonly Pick<ProgressPoint, 'dueDate' | 'weightKg' | 'measurementsCm'>[],
  units: { weight: WeightUnit; length: LengthUnit },
): (day: string) => string | undefined {
  const byDay = new Map(weeks.map((week) => [week.dueDate, week]));
  return (day) => {
    const week = byDay.get(day);
    if (!week) return undefined;
    const waist = week.measurementsCm.waist;
    return [
      formatWeight(week.weightKg, units.weight),
      waist == null ? null : `waist ${formatLength(waist, units.length)}`,
    ]
      .filter(Boolean)
      .join(' · ');
  };
}
