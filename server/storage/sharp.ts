import type { Sharp, SharpOptions } from 'sharp';

type Constructor = typeof import('sharp');
let loading: Promise<Constructor> | null = null;

/**
 * sharp (libvips), loaded on the first image to convert: a server that only serves pages never
 * maps it (about 20 MB of resident memory). Its operation cache is off: every upload is converted
 * once, so cached decoded images would only hold memory.
 */
export async function image(input: Buffer, options?: SharpOptions): Promise<Sharp> {
  loading ??= import('sharp').then(({ default: sharp }) => {
    sharp.cache(false);
    return sharp;
  });
  const sharp = await loading;
  return sharp(input, options);
}
