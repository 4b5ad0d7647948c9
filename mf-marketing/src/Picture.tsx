import { IMAGES } from './images.generated';
import type { ImageName } from './images.generated';

export interface PictureProps {
  name: ImageName;
  alt: string;
  /** The `sizes` attribute: how wide the image is shown at each viewport width. */
  sizes: string;
  /** Where the remote's files are served (`/mf/mf-marketing/`). */
  assetBase: string;
  /** A configured image URL that replaces the built-in one (same box, cropped to fit). */
  overrideUrl?: string;
  className?: string;
  eager?: boolean;
}

/** AVIF with a WebP fallback in several widths; explicit width and height so nothing shifts. */
export function Picture({
  name,
  alt,
  sizes,
  assetBase,
  overrideUrl,
  className,
  eager,
}: PictureProps) {
  const image = IMAGES[name];
  const srcSet = (list: readonly { w: number; file: string }[]) =>
    list.map((r) => `${assetBase}img/${r.file} ${r.w}w`).join(', ');
  const common = {
    alt,
    width: image.width,
    height: image.height,
    className,
    loading: eager ? ('eager' as const) : ('lazy' as const),
    decoding: 'async' as const,
  };
  if (overrideUrl) return <img src={overrideUrl} {...common} />;
  const fallback = image.webp[Math.min(1, image.webp.length - 1)];
  return (
    <picture>
      <source type="image/avif" srcSet={srcSet(image.avif)} sizes={sizes} />
      <source type="image/webp" srcSet={srcSet(image.webp)} sizes={sizes} />
      <img src={`${assetBase}img/${fallback.file}`} {...common} />
    </picture>
  );
}
