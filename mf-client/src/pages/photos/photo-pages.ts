import { API } from '../../api';

/** Days of photos per page of her gallery: her first screen and a few screens more. */
export const GALLERY_PAGE_DAYS = 12;

/** One page of her photos: the newest days before `before` (her newest, when null). */
export const photoPageUrl = (before: string | null) =>
  `${API.photos}?days=${GALLERY_PAGE_DAYS}${before ? `&before=${before}` : ''}`;

/**
 * Asks for what the gallery's first screen waits on (her first page of photos and her progress
 * figures) while the page's code downloads, rather than after it; the page's own requests then
 * take these answers. Credentials as the shell's `apiRequest` sends them, or they would not match.
 */
export function preloadGalleryData(doc: Document = document) {
  for (const href of [photoPageUrl(null), API.progress]) {
    if (doc.head.querySelector(`link[rel="preload"][href="${href}"]`)) continue;
    const link = doc.createElement('link');
    link.rel = 'preload';
    link.as = 'fetch';
    link.crossOrigin = 'use-credentials';
    link.href = href;
    doc.head.appendChild(link);
  }
}
