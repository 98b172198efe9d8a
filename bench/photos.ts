import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

/**
 * Photograph-like JPEGs for the upload benchmark and tests: soft colour shapes (coarse noise
 * enlarged) under fine grain, so they compress like a camera's picture (a 6000 × 4000 one is
 * about 9 MB at quality 90), not like a flat colour (a few KB). Each seed gives another picture.
 */
let grainTile: Buffer | null = null;

export async function photo(seed: number, width = 6000, height = 4000): Promise<Buffer> {
  const coarse = await sharp({
    create: {
      width: Math.ceil(width / 40),
      height: Math.ceil(height / 40),
      channels: 3,
      background: '#000',
      noise: { type: 'gaussian', mean: 100 + (seed % 50), sigma: 60 },
    },
  })
    .png()
    .toBuffer();
  const pixels = await sharp(coarse).resize(width, height, { kernel: 'cubic' }).raw().toBuffer();
  // Grain from a 1,000 × 1,000 tile (libvips' Gaussian noise is slow at 24 megapixels), read at
  // an offset per seed.
  grainTile ??= await sharp({
    create: {
      width: 1000,
      height: 1000,
      channels: 3,
      background: '#000',
      noise: { type: 'gaussian', mean: 128, sigma: 12 },
    },
  })
    .raw()
    .toBuffer();
  const tile = grainTile;
  const offset = (seed * 7919) % tile.length;
  for (let i = 0; i < pixels.length; i++) {
    const v = pixels[i] + tile[(i + offset) % tile.length] - 128;
    pixels[i] = v < 0 ? 0 : v > 255 ? 255 : v;
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
}

/** `count` photographs, made once and kept in `dir` (later runs reuse them). */
export async function photos(dir: string, count: number, width = 6000, height = 4000): Promise<string[]> {
  fs.mkdirSync(dir, { recursive: true });
  const files: string[] = [];
  for (let i = 0; i < count; i++) {
    const file = path.join(dir, `photo-${width}x${height}-${i}.jpg`);
    if (!fs.existsSync(file)) fs.writeFileSync(file, await photo(i, width, height));
    files.push(file);
  }
  return files;
}
