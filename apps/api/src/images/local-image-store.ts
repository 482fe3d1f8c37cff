import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, resolve, sep } from 'node:path';

import { assertStoreKey, type ImageStore } from './image-store.js';

/**
 * {@link ImageStore} on the local file system: the object `a/b/c` is the file `{root}/a/b/c`.
 * Writes go to a temporary file beside the target and are renamed into place (atomic on one
 * file system), so a reader never sees half a file and a failed write leaves nothing behind.
 * Keys are checked by {@link assertStoreKey} and the resolved path must lie under the root: no
 * path traversal.
 */
export class LocalImageStore implements ImageStore {
  readonly kind = 'local';
  private readonly root: string;

  /** @param root the folder that holds every object (created on the first write) */
  constructor(root: string) {
    this.root = resolve(root);
  }

  /** Writes an object; the content type is not kept (the key's format says it). */
  async put(key: string, bytes: Uint8Array, _contentType?: string): Promise<void> {
    const path = this.pathOf(key);
    await mkdir(dirname(path), { recursive: true });
    const temporary = `${path}.${randomBytes(6).toString('hex')}.tmp`;
    try {
      await writeFile(temporary, bytes);
      await rename(temporary, path);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
  }

  async get(key: string): Promise<Buffer | null> {
    try {
      return await readFile(this.pathOf(key));
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async exists(key: string): Promise<boolean> {
    try {
      return (await stat(this.pathOf(key))).isFile();
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  async deleteFolder(folder: string): Promise<void> {
    await rm(this.pathOf(folder), { recursive: true, force: true });
  }

  /** The file of a key, refused unless it lies under the root. */
  private pathOf(key: string): string {
    assertStoreKey(key);
    const path = resolve(this.root, key);
    if (!path.startsWith(this.root + sep)) {
      throw new RangeError(`image store key escapes the root: ${JSON.stringify(key)}`);
    }
    return path;
  }
}

function isMissing(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException).code;
  return code === 'ENOENT' || code === 'ENOTDIR';
}
