import type { Database } from '../../../db/client';
import { DiskImageStore } from './disk-store';
import type { ImageStore } from './image-store';
import { PostgresImageStore } from './postgres-store';
import { parseS3Url, S3ImageStore } from './s3-store';

export interface ImageStoreSettings {
  store: 'disk' | 'postgres' | 's3';
  /** The folder of the disk store (DATA_DIR/uploads), also where pictures are carried over from. */
  uploadsDir: string;
  s3Url?: string;
  s3SessionToken?: string;
}

/** The picture store the settings name (MEDIA_STORE, S3_URL, S3_SESSION_TOKEN; see config.ts for the defaults). */
export function createImageStore(settings: ImageStoreSettings, db: Database): ImageStore {
  if (settings.store === 's3') {
    if (!settings.s3Url) throw new Error('MEDIA_STORE=s3 needs S3_URL');
    return new S3ImageStore(parseS3Url(settings.s3Url, settings.s3SessionToken));
  }
  if (settings.store === 'postgres') return new PostgresImageStore(db);
  return new DiskImageStore(settings.uploadsDir);
}

/**
 * Copies the pictures of a disk folder the store does not hold yet (a shop moving from the local folder
 * to PostgreSQL or a bucket). Runs at every start: after the first, it only compares two lists. The
 * files on disk are left in place. Returns how many pictures were copied.
 */
export async function carryOverPictures(uploadsDir: string, to: ImageStore): Promise<number> {
  if (to.kind === 'disk') return 0;
  const from = new DiskImageStore(uploadsDir);
  const onDisk = await from.list();
  if (onDisk.length === 0) return 0;
  const held = new Set(await to.list());
  let copied = 0;
  for (const publicId of onDisk) {
    if (held.has(publicId)) continue;
    const files = new Map<string, Buffer>();
    for (const fileName of await from.fileNames(publicId)) {
      const data = await from.get(publicId, fileName);
      if (data) files.set(fileName, data);
    }
    await to.put(publicId, files);
    copied++;
  }
  return copied;
}
