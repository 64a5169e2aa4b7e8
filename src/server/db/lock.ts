import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';

export class DataDirLockedError extends Error {}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
  return !isZombie(pid);
}

/** A killed process whose parent has not collected it yet still answers signals, but holds nothing. */
function isZombie(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).startsWith('Z');
  } catch {
    return false;
  }
}

function readOwner(file: string): { pid: number; host: string } | undefined {
  try {
    const [pid, host] = readFileSync(file, 'utf8').trim().split('\n');
    const parsed = Number(pid);
    return Number.isInteger(parsed) && parsed > 0 ? { pid: parsed, host: host ?? '' } : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Takes the embedded database's lock file: two processes on one PGlite data directory corrupt it.
 * A lock whose process is gone (killed, crashed) is taken over. Returns the release function.
 */
export function acquireDataDirLock(file: string, dataDir: string): () => void {
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = openSync(file, 'wx', 0o600);
      writeSync(fd, `${process.pid}\n${hostname()}\n`);
      closeSync(fd);
      return () => {
        if (readOwner(file)?.pid === process.pid) unlinkSync(file);
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = readOwner(file);
      if (owner && owner.pid !== process.pid && owner.host === hostname() && isRunning(owner.pid)) {
        throw new DataDirLockedError(
          `Another shop server (process ${owner.pid}) is already using the data folder ${dataDir}. ` +
            'Stop it first, or give this one its own DATA_DIR (or a DATABASE_URL).',
        );
      }
      // Stale lock from a process that no longer runs: take it over.
      try {
        unlinkSync(file);
      } catch (unlinkError) {
        if ((unlinkError as NodeJS.ErrnoException).code !== 'ENOENT') throw unlinkError;
      }
    }
  }
  throw new DataDirLockedError(`Could not take the lock on the data folder ${dataDir}.`);
}
