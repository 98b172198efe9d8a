import path from 'node:path';
import type { Config } from '../config';
import type { UploadedFile } from '../../contract/entities';

export interface Storage {
  /** Absolute folder that holds every upload. */
  dir: string;
  /** Checks the bytes, stores the file under a generated name, makes image variants. */
  save(bytes: Buffer, originalName: string | null): Promise<UploadedFile>;
  /** Maps a request path below /api/upload/ to a file inside `dir`, or null when it would leave it. */
  resolve(requestPath: string): string | null;
}

export function createStorage(config: Config): Storage {
  const dir = path.join(config.dataDir, 'uploads');
  return {
    dir,
    async save() {
      throw new Error('storage not implemented yet');
    },
    resolve() {
      return null;
    },
  };
}
