import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { checkedImageKey } from './image-key';
import type { ImageStore } from './image-store';

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
    checkedImageKey(key);
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
