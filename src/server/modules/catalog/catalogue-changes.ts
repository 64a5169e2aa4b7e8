import { readCatalogueVersion } from '../../db/catalogue-version';
import type { DatabaseHandle } from '../../db/client';
import { followChanges, type ChangeFollower } from '../../db/follow-changes';
import type { CatalogService } from './catalog.service';

/** Channel on which server processes sharing one PostgreSQL database tell each other the catalogue changed. */
export const CATALOGUE_CHANNEL = 'catalogue_changed';

export type CatalogueFollower = ChangeFollower;

/**
 * Keeps this process's catalogue copy in step with the database (decision 028): dropped on a
 * `catalogue_changed` notification, after the listener's return, and when the catalogue's version row
 * (moved by every product write, a trigger) differs from the last one read, checked every `versionCheckMs`.
 */
export function followCatalogueChanges(
  database: DatabaseHandle,
  catalog: CatalogService,
  { versionCheckMs }: { versionCheckMs: number },
): Promise<CatalogueFollower> {
  return followChanges(database, {
    channel: CATALOGUE_CHANNEL,
    readVersion: () => readCatalogueVersion(database.db),
    drop: () => catalog.invalidate(),
    versionCheckMs,
  });
}
