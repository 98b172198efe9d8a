import { imageInfo } from '../../../contract/images';

/**
 * An uploaded image with AVIF/WebP srcsets from its variants, explicit width and height (no
 * layout shift), lazy below the fold. `priority` is for the page's one LCP image (the first banner,
 * an article's cover, a profile photo): eager and fetchpriority high; `eager` for a small image at
 * the top (the logo) that must not wait for layout but must not compete with it.
 */
export function Picture({
  src,
  alt,
  sizes = '100vw',
  priority = false,
  eager = false,
  className,
  width,
  height,
}: {
  src: string | null | undefined;
  alt: string;
  sizes?: string;
  priority?: boolean;
  eager?: boolean;
  className?: string;
  /** Override the intrinsic size (when the URL doesn't carry it). */
  width?: number;
  height?: number;
}) {
  if (!src) return null;
  const info = imageInfo(src);
  const w = width ?? info?.width;
  const h = height ?? info?.height;
  const img = (
    <img
      src={src}
      alt={alt}
      width={w}
      height={h}
      className={className}
      loading={priority || eager ? 'eager' : 'lazy'}
      decoding={priority ? 'sync' : 'async'}
      {...(priority ? { fetchPriority: 'high' as const } : {})}
    />
  );
  if (!info) return img;
  return (
    <picture>
      <source type="image/avif" srcSet={info.srcset.avif} sizes={sizes} />
      <source type="image/webp" srcSet={info.srcset.webp} sizes={sizes} />
      {img}
    </picture>
  );
}
