import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';

/**
 * Where uploaded build photos live, by key. The embedded default is a folder on the local disk
 * (`diskPhotoStore`); an S3-compatible bucket replaces it by implementing the same three calls (put = PutObject,
 * get = GetObject answering null for NoSuchKey, delete = DeleteObject, which succeeds for a missing key).
 */
export interface PhotoStore {
  /** Stores the bytes under the key, replacing what was there. */
  put(key: string, data: Buffer): Promise<void>;
  /** The bytes under the key, or null when there are none. */
  get(key: string): Promise<Buffer | null>;
  /** Removes the key; removing a missing key is not an error. */
  delete(key: string): Promise<void>;
}

/** A key is one or more plain name segments (letters, digits, dot, dash, underscore): never `..` or absolute. */
const KEY_SHAPE = /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,127}(?:\/[A-Za-z0-9_-][A-Za-z0-9._-]{0,127}){0,3}$/;

function checkedKey(key: string): string {
  if (!KEY_SHAPE.test(key)) throw new Error(`not a photo store key: ${JSON.stringify(key)}`);
  return key;
}

/** The photo store on the local disk: each key is a file under `folder` (kept out of git, beside the data). */
export function diskPhotoStore(folder: string): PhotoStore {
  const pathOf = (key: string) => join(folder, checkedKey(key));
  return {
    async put(key, data) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, data);
    },
    async get(key) {
      try {
        return await readFile(pathOf(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}
