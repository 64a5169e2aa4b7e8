import { chmodSync, lstatSync, readdirSync, statSync, type Stats } from 'node:fs';
import path from 'node:path';

/**
 * What the shop writes under DATA_DIR (the embedded database, whose WAL holds emails, password hashes and
 * reset tokens; pictures; the mail outbox; the auth secret) and its backup files are for the user it runs
 * as alone (decision 036): folders 0700, files 0600.
 */
export const OWNER_ONLY = { umask: 0o077, folder: 0o700, file: 0o600 } as const;

export interface ModeCorrection {
  /** Entries whose mode was changed. */
  corrected: number;
  /** Entries this user may not change (another user's files), with why. */
  refused: string[];
}

/**
 * From now on every file and folder this process (and any child it starts) creates is owner-only. The first
 * thing every process that writes under DATA_DIR does: the server, the worker, create-admin, backup, restore.
 */
export function ownerOnlyFromNowOn(): void {
  process.umask(OWNER_ONLY.umask);
}

/**
 * Corrects what is already in DATA_DIR (`makeOwnerOnly`) and says so, once at start, after the
 * configuration named the folder.
 */
export function correctDataDir(
  dataDir: string,
  log: Pick<Console, 'log' | 'warn'> = console,
): ModeCorrection {
  const result = makeOwnerOnly(dataDir);
  if (result.corrected > 0)
    log.log(
      `Made ${result.corrected} files and folders in ${dataDir} private to this user ` +
        '(folders 0700, files 0600): other users of this machine could read them.',
    );
  if (result.refused.length > 0)
    log.warn(
      `These could not be made private to this user (another user owns them?): ${result.refused.join(', ')}`,
    );
  return result;
}

/**
 * Sets `root` and every folder below it to 0700 and every other entry to 0600 where it is not already:
 * a data folder an older version left open to every user, or the files PGlite writes with modes of its
 * own (0666, 0644) whatever the umask. Symbolic links below the root are left alone (what they point to
 * is not the shop's); an entry removed meanwhile is skipped.
 */
export function makeOwnerOnly(root: string): ModeCorrection {
  const result: ModeCorrection = { corrected: 0, refused: [] };
  const visit = (entry: string, stats: Stats) => {
    const wanted = stats.isDirectory() ? OWNER_ONLY.folder : OWNER_ONLY.file;
    if ((stats.mode & 0o7777) !== wanted) {
      try {
        chmodSync(entry, wanted);
        result.corrected++;
      } catch (error) {
        if (!isGone(error)) result.refused.push(`${entry} (${(error as NodeJS.ErrnoException).code})`);
      }
    }
    if (!stats.isDirectory()) return;
    let names: string[];
    try {
      names = readdirSync(entry);
    } catch (error) {
      if (!isGone(error)) result.refused.push(`${entry} (${(error as NodeJS.ErrnoException).code})`);
      return;
    }
    for (const name of names) {
      const child = path.join(entry, name);
      let childStats: Stats;
      try {
        childStats = lstatSync(child);
      } catch (error) {
        if (isGone(error)) continue;
        throw error;
      }
      if (!childStats.isSymbolicLink()) visit(child, childStats);
    }
  };
  let rootStats: Stats;
  try {
    rootStats = statSync(root);
  } catch (error) {
    if (isGone(error)) return result;
    throw error;
  }
  visit(root, rootStats);
  return result;
}

function isGone(error: unknown): boolean {
  return (error as NodeJS.ErrnoException).code === 'ENOENT';
}
