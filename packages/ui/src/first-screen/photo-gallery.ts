import { PHOTO_POSES, PHOTO_POSE_KEYS } from '@wellness/contracts';
import { GALLERY_EAGER_DAYS, photoDayLabel, photoLabel } from '../photos/photo-days';
import type { PhotoDay } from '../photos/photo-days';
import { escapeHtml } from './html';

/** Weeks in the gallery's server-rendered first screen: those a phone shows first, fetched eagerly. */
export const GALLERY_FIRST_SCREEN_DAYS = GALLERY_EAGER_DAYS;

export interface GalleryFirstScreen {
  days: readonly PhotoDay[];
  figuresOf?: (day: string) => string | undefined;
  thisYear?: number;
}

/**
 * The gallery's newest weeks as plain HTML: the same markup `PhotoGallery` renders for them (a test
 * holds the two together), for a document that shows them before any JavaScript has run.
 */
export function galleryFirstScreenHtml({ days, figuresOf, thisYear }: GalleryFirstScreen): string {
  // Only the gallery's eager weeks: every thumbnail here is fetched at once.
  const items = days.slice(0, GALLERY_FIRST_SCREEN_DAYS).map(({ day, poses }) => {
    const figures = figuresOf?.(day);
    const thumbs = PHOTO_POSE_KEYS.map((pose) => {
      const photo = poses[pose];
      if (!photo)
        return `<li><span class="ui-photo-thumb ui-photo-thumb--empty">No ${escapeHtml(PHOTO_POSES[pose].toLowerCase())} photo</span></li>`;
      const height = Math.round((160 * photo.height) / photo.width);
      return (
        `<li><button type="button" class="ui-photo-thumb" aria-label="Open ${escapeHtml(photoLabel(photo, thisYear))}">` +
        `<img src="${escapeHtml(photo.variants.thumb)}" alt="" loading="eager" fetchPriority="high" decoding="async" width="160" height="${height}"/>` +
        `<span>${escapeHtml(PHOTO_POSES[pose])}</span></button></li>`
      );
    }).join('');
    return (
      `<li id="photos-${escapeHtml(day)}" class="ui-photo-day">` +
      `<h3 class="ui-photo-day__title">${escapeHtml(photoDayLabel(day, thisYear))}` +
      (figures ? `<span class="ui-photo-day__figures">${escapeHtml(figures)}</span>` : '') +
      `</h3><ul class="ui-photo-day__poses">${thumbs}</ul></li>`
    );
  });
  return `<ol class="ui-photo-days" aria-label="Photos by date, newest first">${items.join('')}</ol>`;
}
