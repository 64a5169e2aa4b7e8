import type { DatabaseHandle } from './client';

/** What a write calls afterwards, and how a follower stops. */
export interface ChangeFollower {
  /** This process drops its copy now, the others when told. */
  changed(): Promise<void>;
  /** Stops the version checks. */
  stop(): void;
}

export interface FollowOptions {
  /** The NOTIFY channel processes sharing one database tell each other on. */
  channel: string;
  /** The state's version in the database: it moves with every write, whoever made it. */
  readVersion: () => Promise<unknown>;
  /** Drops (or reloads) this process's copy. */
  drop: () => void | Promise<void>;
  /** How often the version is checked, the backstop for a notification that was lost. */
  versionCheckMs: number;
}

/**
 * Keeps a process's in-memory copy of shared state in step with the database (decision 028): the copy is
 * dropped when another process says it changed (`NOTIFY`, within a second), when the listener's connection
 * comes back after a loss (notifications meanwhile are lost), and, as a backstop, when the version read
 * every `versionCheckMs` differs from the last one read. The catalogue and the shop's identity follow it.
 */
export async function followChanges(
  database: DatabaseHandle,
  options: FollowOptions,
): Promise<ChangeFollower> {
  const { channel, readVersion, versionCheckMs } = options;
  let seen = await readVersion();
  const dropCopy = async () => {
    try {
      await options.drop();
    } catch {
      // The database is away: the next check or notification tries again.
    }
  };
  /**
   * Drops the copy after reading the version, never before: a write committed after the read moves the
   * version past `seen`, and one committed before it is in the copy loaded next. So each change is seen
   * once, not again by the check that follows.
   */
  const drop = async () => {
    try {
      seen = await readVersion();
    } catch {
      // The database is away: the copy is dropped anyway, and the next check may drop it once more.
    }
    await dropCopy();
  };
  await database.listen(channel, () => void drop());
  let checking = false;
  const check = async () => {
    if (checking) return;
    checking = true;
    try {
      const version = await readVersion();
      if (version !== seen) {
        seen = version;
        await dropCopy();
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
      await database.notify(channel, 'write');
    },
    stop: () => clearInterval(timer),
  };
}
