/**
 * Uploaded images are stored as `<dir>/<id>_<w>x<h>.<ext>`, with responsive variants
 * `<dir>/<id>_<w>x<h>-<vw>.webp` and `.avif` for every ladder width below the original, and one
 * at the original width when that is at most the ladder's top (1920): a 6000-pixel photograph
 * gets no 6000-pixel AVIF (its encoding alone took over a gigabyte; the page never needs it).
 * The URL alone tells the page the intrinsic size and the srcset, so no lookup is needed.
 */
export const VARIANT_WIDTHS = [320, 640, 960, 1280, 1920] as const;
export const VARIANT_FORMATS = ['avif', 'webp'] as const;
/** The widest variant made: the ladder's top. */
export const MAX_VARIANT_WIDTH = VARIANT_WIDTHS[VARIANT_WIDTHS.length - 1];

/** A variant's file name: `<id>_<w>x<h>-<vw>.<avif|webp>` (the base, the original's size, the variant's width and format). */
export const VARIANT_NAME = /^([A-Za-z0-9]+_(\d+)x(\d+))-(\d+)\.(avif|webp)$/;

const IMAGE_NAME = /^(.*\/)?([A-Za-z0-9-]+)_(\d+)x(\d+)\.(jpg|jpeg|png|webp|avif|gif)$/;

export interface ImageInfo {
  width: number;
  height: number;
  /** srcset strings per format, empty when the image is smaller than every ladder width */
  srcset: Record<(typeof VARIANT_FORMATS)[number], string>;
}

/** Every variant width of an image `width` pixels wide, ascending: the srcset's widths. */
export function variantWidths(width: number): number[] {
  const below: number[] = VARIANT_WIDTHS.filter((w) => w < width);
  return width > MAX_VARIANT_WIDTH ? below : [...below, width];
}

/**
 * The smallest variant of an image as WebP (320 pixels wide, or the image's own width when it is
 * narrower): what a thumbnail shows instead of the original. Null for a URL that names no image here.
 */
export function thumbnailUrl(url: string): string | null {
  const file = url.split('?')[0];
  const m = IMAGE_NAME.exec(file);
  if (!m) return null;
  return `${file.slice(0, file.lastIndexOf('.'))}-${variantWidths(Number(m[3]))[0]}.webp`;
}

export function imageInfo(url: string | null | undefined): ImageInfo | null {
  if (!url) return null;
  const m = IMAGE_NAME.exec(url.split('?')[0]);
  if (!m) return null;
  const width = Number(m[3]);
  const height = Number(m[4]);
  const base = url.slice(0, url.lastIndexOf('.'));
  const widths = variantWidths(width);
  const srcset = Object.fromEntries(
    VARIANT_FORMATS.map((f) => [f, widths.map((w) => `${base}-${w}.${f} ${w}w`).join(', ')]),
  ) as ImageInfo['srcset'];
  return { width, height, srcset };
}
