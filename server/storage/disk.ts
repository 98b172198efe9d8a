import crypto from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { BlobInfo, BlobStore } from './blob';

/**
 * The uploads folder (DATA_DIR/uploads) as a blob store: a key is a file below it. Every file is
 * written to a hidden temporary file in its folder and renamed into place, so a reader (or another
 * node sharing the folder) sees no file or the whole file. Hidden files are never listed or served.
 */
export function diskStore(dir: string): BlobStore {
  const fileOf = (key: string) => {
    const full = path.resolve(dir, ...key.split('/'));
    // Belt and braces: keys are checked (blob.ts), and still nothing outside `dir` is touched.
    if (!full.startsWith(dir + path.sep)) throw new Error(`key outside the uploads folder: ${key}`);
    return full;
  };
  const hidden = (file: string) =>
    path.join(path.dirname(file), `.${path.basename(file)}.${crypto.randomBytes(6).toString('hex')}.tmp`);
  const info = (st: fs.Stats): BlobInfo => ({
    size: st.size,
    etag: `"${st.size.toString(16)}-${Math.floor(st.mtimeMs).toString(16)}"`,
    lastModified: st.mtime,
  });
  const stat = async (key: string) => {
    try {
      const st = await fsp.stat(fileOf(key));
      return st.isFile() ? st : null;
    } catch {
      return null;
    }
  };

  return {
    kind: 'disk',
    where: dir,
    tempDir: dir,
    async put(key, source, _opts) {
      const file = fileOf(key);
      await fsp.mkdir(path.dirname(file), { recursive: true });
      if (!Buffer.isBuffer(source) && !(source instanceof Readable) && source.move) {
        try {
          await fsp.rename(source.file, file);
          return;
        } catch (err) {
          // Another file system: copied below.
          if ((err as NodeJS.ErrnoException).code !== 'EXDEV') throw err;
        }
      }
      const tmp = hidden(file);
      try {
        if (Buffer.isBuffer(source)) await fsp.writeFile(tmp, source, { flag: 'wx' });
        else if (source instanceof Readable) await pipeline(source, fs.createWriteStream(tmp, { flags: 'wx' }));
        else await fsp.copyFile(source.file, tmp, fs.constants.COPYFILE_EXCL);
        await fsp.rename(tmp, file);
      } catch (err) {
        await fsp.rm(tmp, { force: true });
        throw err;
      }
    },
    async head(key) {
      const st = await stat(key);
      return st ? info(st) : null;
    },
    async get(key, range) {
      const st = await stat(key);
      if (!st) return null;
      const body = fs.createReadStream(fileOf(key), range ? { start: range.start, end: range.end } : {});
      return { info: info(st), body };
    },
    async delete(key) {
      await fsp.rm(fileOf(key), { force: true });
    },
    async *list(prefix = '') {
      // Folders first by name, so the keys come sorted like S3's.
      async function* walk(rel: string): AsyncGenerator<{ key: string; size: number }> {
        let entries: fs.Dirent[];
        try {
          entries = await fsp.readdir(rel ? path.join(dir, ...rel.split('/')) : dir, { withFileTypes: true });
        } catch (err) {
          if ((err as NodeJS.ErrnoException).code === 'ENOENT' || (err as NodeJS.ErrnoException).code === 'ENOTDIR')
            return;
          throw err;
        }
        entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
        for (const e of entries) {
          // A hidden file is one being written (or a received upload): renamed or gone soon.
          if (e.name.startsWith('.')) continue;
          const child = rel ? `${rel}/${e.name}` : e.name;
          if (e.isDirectory()) yield* walk(child);
          else if (e.isFile()) {
            if (!child.startsWith(prefix)) continue;
            const st = await fsp.stat(path.join(dir, ...child.split('/'))).catch(() => null);
            if (st) yield { key: child, size: st.size };
          }
        }
      }
      // Only the folders on the way to `prefix` are read.
      const folder = prefix.includes('/') ? prefix.slice(0, prefix.lastIndexOf('/')) : '';
      yield* walk(folder);
    },
    async localCopy(key) {
      return (await stat(key)) ? { file: fileOf(key), done: async () => {} } : null;
    },
  };
}
