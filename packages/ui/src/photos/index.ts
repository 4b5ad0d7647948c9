// @wellness/ui/photos: progress photos (gallery, compare, upload), a subpath of the design system
// so that only the photo pages download it. Each component imports photos.css itself.
export { PhotoCompare } from './PhotoCompare';
export type { PhotoCompareProps } from './PhotoCompare';
export { PhotoGallery } from './PhotoGallery';
export type { EarlierWeeks, PhotoGalleryProps } from './PhotoGallery';
export { PhotoUploader } from './PhotoUploader';
export { PhotoViews } from './PhotoViews';
export type { PhotoViewsProps } from './PhotoViews';
export type { PhotoUploaderProps } from './PhotoUploader';
export {
  comparablePose,
  daysWithPose,
  figuresFromProgress,
  photoDays,
  photoLabel,
} from './photo-days';
export type { PhotoDay } from './photo-days';
export { UPLOAD_MAX_SIDE, downscaleForUpload } from './downscale';
