import type { DatabaseHandle } from '../../db/client';
import type { CatalogService } from './catalog.service';

/** Channel on which server processes sharing one PostgreSQL database tell each other the catalogue changed. */
export const CATALOGUE_CHANNEL = 'catalogue_changed';

/**
 * Keeps this process's catalogue copy in step with the database: it is dropped when another process says
 * the catalogue changed. Answers what a catalogue write calls afterwards: this process drops its copy now,
 * the others when the notification arrives.
 */
export async function followCatalogueChanges(
  database: DatabaseHandle,
  catalog: CatalogService,
): Promise<() => Promise<void>> {
  await database.listen(CATALOGUE_CHANNEL, () => catalog.invalidate());
  return async () => {
    catalog.invalidate();
    await database.notify(CATALOGUE_CHANNEL, 'write');
  };
}
