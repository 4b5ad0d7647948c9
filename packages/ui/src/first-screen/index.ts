// @wellness/ui/first-screen: plain-HTML twins of the components a server-rendered first screen
// shows (no React, no CSS), for the gateway. Each has a test that holds it to its component.
export { escapeHtml } from './html';
export { GALLERY_FIRST_SCREEN_DAYS, galleryFirstScreenHtml } from './photo-gallery';
export type { GalleryFirstScreen } from './photo-gallery';
export { figuresFromProgress, photoDays } from '../photos/photo-days';
export { greetingFor } from '../greeting';
export { criticalCss, minifyCss } from './critical-css';
