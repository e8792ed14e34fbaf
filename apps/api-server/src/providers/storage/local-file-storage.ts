// Files in a local folder (config.UPLOAD_DIR). Writes go to a temporary file first and are
// renamed into place, so a reader never sees half a file.
import { randomBytes } from 'node:crypto';
import { mkdir, open, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, resolve, sep } from 'node:path';
import { isStorageKey, type FileStorage, type StoredFileStream } from './file-storage';

/** The result of `read`, or null when the file does not exist. */
async function nullIfMissing<T>(read: Promise<T>): Promise<T | null> {
  try {
    return await read;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

export class LocalFileStorage implements FileStorage {
  private readonly root: string;

  constructor(rootDir: string) {
    this.root = resolve(rootDir);
  }

  /** Absolute path of a key, or null for anything that is not a storage key inside the root. */
  private pathOf(key: string): string | null {
    if (!isStorageKey(key)) return null;
    const path = resolve(this.root, key);
    return path.startsWith(this.root + sep) ? path : null;
  }

  async put(key: string, bytes: Buffer): Promise<void> {
    const path = this.pathOf(key);
    if (!path) throw new Error(`Invalid storage key: ${key}`);
    await mkdir(dirname(path), { recursive: true });
    const temporary = `${path}.${randomBytes(6).toString('hex')}.tmp`;
    await writeFile(temporary, bytes, { flag: 'wx' });
    await rename(temporary, path);
  }

  async get(key: string): Promise<Buffer | null> {
    const path = this.pathOf(key);
    return path ? nullIfMissing(readFile(path)) : null;
  }

  async stream(key: string): Promise<StoredFileStream | null> {
    const path = this.pathOf(key);
    const handle = path ? await nullIfMissing(open(path, 'r')) : null;
    if (!handle) return null;
    try {
      const { size } = await handle.stat();
      return { body: handle.createReadStream(), size };
    } catch (error) {
      await handle.close();
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    const path = this.pathOf(key);
    if (path) await rm(path, { force: true });
  }
}
