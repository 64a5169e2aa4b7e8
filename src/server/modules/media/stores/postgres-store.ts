import { and, count, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { mediaFiles } from '../../../db/schema';
import { contentTypeOf, isPictureFile, PICTURE_FILES, type ImageStore } from './image-store';

/**
 * Pictures as rows of media_files, so every server process on one PostgreSQL reads the same ones and a
 * backup of the database holds them. A picture's rows are written in one transaction: all or none.
 */
export class PostgresImageStore implements ImageStore {
  readonly kind = 'postgres';

  constructor(private readonly db: Database) {}

  async has(publicId: string): Promise<boolean> {
    const [row] = await this.db
      .select({ files: count() })
      .from(mediaFiles)
      .where(and(eq(mediaFiles.publicId, publicId), inArray(mediaFiles.fileName, [...PICTURE_FILES])));
    return row?.files === PICTURE_FILES.length;
  }

  async put(publicId: string, files: ReadonlyMap<string, Buffer>): Promise<void> {
    const rows = [...files].map(([fileName, bytes]) => {
      if (!isPictureFile(publicId, fileName)) throw new Error(`Not a picture file: ${publicId}/${fileName}`);
      return { publicId, fileName, contentType: contentTypeOf(fileName), bytes };
    });
    if (rows.length === 0) return;
    // One statement is one transaction; a picture stored meanwhile by another process is left as it is.
    await this.db.insert(mediaFiles).values(rows).onConflictDoNothing();
  }

  async get(publicId: string, fileName: string): Promise<Buffer | undefined> {
    const [row] = await this.db
      .select({ bytes: mediaFiles.bytes })
      .from(mediaFiles)
      .where(and(eq(mediaFiles.publicId, publicId), eq(mediaFiles.fileName, fileName)));
    return row?.bytes;
  }

  async list(): Promise<string[]> {
    const rows = await this.db
      .select({ publicId: mediaFiles.publicId, files: count() })
      .from(mediaFiles)
      .where(inArray(mediaFiles.fileName, [...PICTURE_FILES]))
      .groupBy(mediaFiles.publicId)
      .orderBy(mediaFiles.publicId);
    return rows.filter((row) => row.files === PICTURE_FILES.length).map((row) => row.publicId);
  }
}
