import type { Sharp, SharpOptions } from 'sharp';

type Constructor = typeof import('sharp');
let loading: Promise<Constructor> | null = null;

/**
 * sharp (libvips), loaded on the first image to convert: a server that only serves pages never
 * maps it (about 20 MB of resident memory). Bounded for a small machine that also serves pages:
 * - no operation cache: every image is converted once, so cached decoded images only hold memory;
 * - one libvips worker thread per conversion (each thread holds its own pixel buffers), and the
 *   variants are made one at a time anyway (variants.ts).
 */
export async function image(input: Buffer | string, options?: SharpOptions): Promise<Sharp> {
  loading ??= import('sharp').then(({ default: sharp }) => {
    sharp.cache(false);
    sharp.concurrency(1);
    return sharp;
  });
  const sharp = await loading;
  return sharp(input, options);
}
