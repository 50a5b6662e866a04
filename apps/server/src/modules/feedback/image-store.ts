import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { FEEDBACK_IMAGE_KEY } from '@lobby/contract/values/feedback';

/**
 * Where uploaded images' bytes live, by key (docs/content.md "Storage"). The database holds
 * what they are and whose; the store only bytes. A store for S3-compatible storage would
 * implement the same three methods.
 */
export interface ImageStore {
  put(key: string, bytes: Buffer): Promise<void>;
  /** The bytes, or null when nothing is stored under the key. */
  get(key: string): Promise<Buffer | null>;
  /** Removes the key's bytes; a key with none is no error. */
  delete(key: string): Promise<void>;
}

/** 128 random bits in base64url: an image's key, which nobody can guess. */
export const newImageKey = () => randomBytes(16).toString('base64url');

const isMissing = (error: unknown) => (error as { code?: unknown }).code === 'ENOENT';

/**
 * Files under `root`, in folders by the key's first two characters (no folder grows to millions
 * of entries). A file is written whole under a temporary name and renamed into place, so a
 * reader never sees half an image. Keys are checked against their shape before they become a
 * path: nothing outside `root` can be named.
 */
export class DiskImageStore implements ImageStore {
  constructor(private readonly root: string) {}

  #path(key: string) {
    if (!FEEDBACK_IMAGE_KEY.test(key)) throw new Error('not an image key');
    return join(this.root, key.slice(0, 2), key);
  }

  async put(key: string, bytes: Buffer) {
    const path = this.#path(key);
    await mkdir(dirname(path), { recursive: true });
    const temporary = `${path}.${randomBytes(6).toString('hex')}.tmp`;
    try {
      await writeFile(temporary, bytes, { flag: 'wx', mode: 0o600 });
      await rename(temporary, path);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
  }

  async get(key: string) {
    try {
      return await readFile(this.#path(key));
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async delete(key: string) {
    await rm(this.#path(key), { force: true });
  }
}
