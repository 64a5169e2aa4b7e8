import { IMAGE_WIDTHS, SHARE_IMAGE, ZOOM_IMAGE } from '../../../../shared/images';

/**
 * Where the stored pictures' files live (decision 031): a folder on this machine, PostgreSQL, or an
 * S3-compatible bucket. A picture is a publicId (a hash of the uploaded bytes) and its files
 * (PICTURE_FILES); files never change once stored, so their URLs are cached as immutable.
 */
export interface ImageStore {
  readonly kind: 'disk' | 'postgres' | 's3';
  /** Whether every file of the picture is stored. */
  has(publicId: string): Promise<boolean>;
  /** Stores a picture's files; a reader sees all of them or none. Storing a stored picture again is a no-op. */
  put(publicId: string, files: ReadonlyMap<string, Buffer>): Promise<void>;
  /** One file's bytes, or undefined when it is not stored. */
  get(publicId: string, fileName: string): Promise<Buffer | undefined>;
  /** The publicIds of the complete pictures stored. */
  list(): Promise<string[]>;
}

/**
 * Every file a stored picture has. The zoom's file (ZOOM_IMAGE) is not among them: pictures stored before
 * it existed are whole pictures all the same, and answer the zoom's address with their largest picture.
 */
export const PICTURE_FILES: readonly string[] = [
  ...IMAGE_WIDTHS.map((width) => `${width}.webp`),
  SHARE_IMAGE.fileName,
];
/** Every file name a picture may have. */
const FILE_NAMES: readonly string[] = [...PICTURE_FILES, ZOOM_IMAGE.fileName];

/** What a publicId and a file name may look like: nothing that could reach outside the store. */
const PUBLIC_ID = /^[A-Za-z0-9_-]{1,64}$/;

export function isPictureFile(publicId: string, fileName: string): boolean {
  return PUBLIC_ID.test(publicId) && FILE_NAMES.includes(fileName);
}

export function contentTypeOf(fileName: string): string {
  return fileName.endsWith('.jpg') ? 'image/jpeg' : 'image/webp';
}
