import { readCatalogueVersion } from '../../db/catalogue-version';
import type { DatabaseHandle } from '../../db/client';
import type { CatalogService } from './catalog.service';

/** Channel on which server processes sharing one PostgreSQL database tell each other the catalogue changed. */
export const CATALOGUE_CHANNEL = 'catalogue_changed';

export interface CatalogueFollower {
  /** What a catalogue write calls afterwards: this process drops its copy now, the others when told. */
  changed(): Promise<void>;
  /** Stops the version checks. */
  stop(): void;
}

/**
 * Keeps this process's catalogue copy in step with the database (decision 028). It is dropped when another
 * process says the catalogue changed (`NOTIFY`, within a second), when the listener's connection comes back
 * after a loss (notifications meanwhile are lost), and, as a backstop, when the catalogue's version row
 * (moved by every product write, a trigger) differs from the last one read, checked every `versionCheckMs`.
 */
export async function followCatalogueChanges(
  database: DatabaseHandle,
  catalog: CatalogService,
  { versionCheckMs }: { versionCheckMs: number },
): Promise<CatalogueFollower> {
  let seen = await readCatalogueVersion(database.db);
  /**
   * Drops the copy after reading the version, never before: a write committed after the read moves the
   * version past `seen`, and one committed before it is in the copy loaded next. So each change is seen
   * once, not again by the check that follows.
   */
  const drop = async () => {
    try {
      seen = await readCatalogueVersion(database.db);
    } catch {
      // The database is away: the copy is dropped anyway, and the next check may drop it once more.
    }
    catalog.invalidate();
  };
  await database.listen(CATALOGUE_CHANNEL, () => void drop());
  let checking = false;
  const check = async () => {
    if (checking) return;
    checking = true;
    try {
      const version = await readCatalogueVersion(database.db);
      if (version !== seen) {
        seen = version;
        catalog.invalidate();
      }
    } catch {
      // The database is away: the next check tries again, and the listener drops the copy on its return.
    } finally {
      checking = false;
    }
  };
  const timer = setInterval(() => void check(), versionCheckMs).unref();
  return {
    changed: async () => {
      await drop();
      await database.notify(CATALOGUE_CHANNEL, 'write');
    },
    stop: () => clearInterval(timer),
  };
}
