import fs from 'node:fs';
import net from 'node:net';

/** Test helpers without an app: a seeded PRNG, a free port and the browser. */

/** mulberry32: a tiny seeded PRNG, so a random test can be replayed from its seed. */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A TCP port nobody listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

/**
 * Debian's Chromium (or CHROMIUM_PATH), the one browser of the browser tests and the benchmarks
 * (never a downloaded one); stops with how to install it when it is missing.
 */
export function chromiumPath(): string {
  const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!fs.existsSync(chromium))
    throw new Error(
      `Chromium not found at ${chromium}: install Debian's chromium package (apt-get install chromium) or set CHROMIUM_PATH`,
    );
  return chromium;
}

/** Chromium's flags for a quiet, headless run in a container: no sandbox, GPU, background traffic or first-run dialogs. */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
