import { imageInfo } from '#contract/images.ts';
import { findInLibrary, objectPosition } from '#contract/media.ts';
import { useLibrary } from './library';

/**
 * An uploaded image with AVIF/WebP srcsets from its variants, explicit width and height (no
 * layout shift), lazy below the fold. `priority` is for the page's one LCP image (the first banner,
 * an article's cover, a profile photo): eager and fetchpriority high; `eager` for a small image at
 * the top (the logo) that must not wait for layout but must not compete with it.
 *
 * The media library (issue 33): `alt` is the use's own text; null or undefined (no own text)
 * takes the library's alt text in the page's language, else `defaultAlt`, else none. An empty
 * string keeps the picture decorative (cards whose link text says it all, the logo). The library's
 * focal point becomes the picture's `object-position`, so every crop keeps it in view (the
 * variants are scaled, never cropped).
 */
export function Picture({
  src,
  alt,
  defaultAlt,
  sizes = '100vw',
  priority = false,
  eager = false,
  className,
  width,
  height,
}: {
  src: string | null | undefined;
  alt: string | null | undefined;
  /** The text when neither the use nor the library has one. */
  defaultAlt?: string;
  sizes?: string;
  priority?: boolean;
  eager?: boolean;
  className?: string;
  /** Override the intrinsic size (when the URL doesn't carry it). */
  width?: number;
  height?: number;
}) {
  const library = useLibrary();
  if (!src) return null;
  const entry = findInLibrary(library, src);
  const text = alt === '' ? '' : alt || entry?.alt || defaultAlt || '';
  const position = objectPosition(entry?.focalPoint);
  const info = imageInfo(src);
  const w = width ?? info?.width;
  const h = height ?? info?.height;
  const img = (
    <img
      src={src}
      alt={text}
      width={w}
      height={h}
      className={className}
      {...(position ? { style: { objectPosition: position } } : {})}
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
