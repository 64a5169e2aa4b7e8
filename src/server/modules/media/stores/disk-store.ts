import { access, mkdir, mkdtemp, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { isPictureFile, PICTURE_FILES, type ImageStore } from './image-store';

/**
 * Pictures as files under one folder ({publicId}/{file}): the default for one process on the embedded
 * database. A picture's files are written to a temporary folder and renamed into place, so a failure
 * leaves nothing behind and a reader sees a whole picture or none.
 */
export class DiskImageStore implements ImageStore {
  readonly kind = 'disk';

  constructor(readonly dir: string) {}

  async has(publicId: string): Promise<boolean> {
    if (!isPictureFile(publicId, PICTURE_FILES[0]!)) return false;
    try {
      await Promise.all(PICTURE_FILES.map((file) => access(path.join(this.dir, publicId, file))));
      return true;
    } catch {
      return false;
    }
  }

  async put(publicId: string, files: ReadonlyMap<string, Buffer>): Promise<void> {
    for (const file of files.keys()) {
      if (!isPictureFile(publicId, file)) throw new Error(`Not a picture file: ${publicId}/${file}`);
    }
    if (await this.has(publicId)) return;
    await mkdir(this.dir, { recursive: true });
    // Same folder as the target, so the rename stays on one file system.
    const tempDir = await mkdtemp(path.join(this.dir, `.tmp-${publicId}-`));
    try {
      for (const [file, data] of files) await writeFile(path.join(tempDir, file), data);
      await this.moveIntoPlace(tempDir, publicId);
    } finally {
      await rm(tempDir, { recursive: true, force: true });
    }
  }

  private async moveIntoPlace(tempDir: string, publicId: string): Promise<void> {
    const finalDir = path.join(this.dir, publicId);
    try {
      await rename(tempDir, finalDir);
    } catch (error) {
      // The target exists: another writer stored the same picture meanwhile, or a broken folder is left over.
      if (await this.has(publicId)) return;
      await rm(finalDir, { recursive: true, force: true });
      await rename(tempDir, finalDir).catch(() => Promise.reject(error));
    }
  }

  async get(publicId: string, fileName: string): Promise<Buffer | undefined> {
    if (!isPictureFile(publicId, fileName)) return undefined;
    try {
      return await readFile(path.join(this.dir, publicId, fileName));
    } catch {
      return undefined;
    }
  }

  /** The picture files a stored picture's folder holds. */
  async fileNames(publicId: string): Promise<string[]> {
    try {
      return (await readdir(path.join(this.dir, publicId))).filter((file) => isPictureFile(publicId, file));
    } catch {
      return [];
    }
  }

  async list(): Promise<string[]> {
    let entries: string[];
    try {
      entries = await readdir(this.dir);
    } catch {
      return [];
    }
    const complete: string[] = [];
    for (const entry of entries.sort()) {
      if (!entry.startsWith('.') && (await this.has(entry))) complete.push(entry);
    }
    return complete;
  }
}
