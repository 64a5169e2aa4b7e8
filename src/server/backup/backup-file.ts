import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import { createGunzip } from 'node:zlib';

/**
 * A backup file (decision 031): gzip of JSON lines. Lines that start with `[` say what follows; every
 * other line is one row as PostgreSQL's row_to_json writes it.
 *
 *   ["header", { format, version, createdAt, database, migrations: [hash...] }]
 *   ["table", name, [column...]]      then its rows, one per line
 *   ["table-end", name, rows, sha256 of the row lines]
 *   ["sequence", name, lastValue, isCalled]
 *   ["file", "publicId/file", base64]  the pictures, when they are files on disk
 *   ["end", { tables: { name: rows }, files, sha256 of every line before this one }]
 */
export const BACKUP_FORMAT = 'garagepro-backup';
export const BACKUP_VERSION = 1;

export interface BackupHeader {
  format: typeof BACKUP_FORMAT;
  version: number;
  createdAt: string;
  database: 'pglite' | 'postgres';
  /** The hashes of the migrations the database had, in order. */
  migrations: string[];
}

export interface BackupSummary {
  tables: Record<string, number>;
  files: number;
  sha256: string;
}

export type ControlLine =
  | ['header', BackupHeader]
  | ['table', string, string[]]
  | ['table-end', string, number, string]
  | ['sequence', string, string, boolean]
  | ['file', string, string]
  | ['end', BackupSummary];

export class BackupFileError extends Error {}

/** Hashes lines as they are written or read, so a cut or altered file is found before it is trusted. */
export class LineDigest {
  private readonly whole = createHash('sha256');
  private table = createHash('sha256');

  add(line: string, isRow: boolean): void {
    this.whole.update(line).update('\n');
    if (isRow) this.table.update(line).update('\n');
  }

  /** The digest of the rows since the last call. */
  takeTable(): string {
    const digest = this.table.digest('hex');
    this.table = createHash('sha256');
    return digest;
  }

  wholeDigest(): string {
    return this.whole.copy().digest('hex');
  }
}

/** The lines of a backup file, unzipped. */
export async function* readBackupLines(file: string): AsyncGenerator<string> {
  const input = createReadStream(file).pipe(createGunzip());
  const lines = createInterface({ input, crlfDelay: Infinity });
  try {
    for await (const line of lines) if (line) yield line;
  } catch (error) {
    throw new BackupFileError(`${file} is not a readable backup (${(error as Error).message}).`);
  }
}

export function parseControl(line: string): ControlLine {
  return JSON.parse(line) as ControlLine;
}

/**
 * Reads a whole backup file and checks every digest: what `npm run backup` does after writing one, and
 * `npm run restore` before touching the database. Returns the header and the summary.
 */
export async function verifyBackup(file: string): Promise<{ header: BackupHeader; summary: BackupSummary }> {
  const digest = new LineDigest();
  let header: BackupHeader | undefined;
  let rows = 0;
  for await (const line of readBackupLines(file)) {
    if (!line.startsWith('[')) {
      rows++;
      digest.add(line, true);
      continue;
    }
    const control = parseControl(line);
    if (control[0] === 'header') {
      if (control[1].format !== BACKUP_FORMAT) throw new BackupFileError(`${file} is not a shop backup.`);
      if (control[1].version > BACKUP_VERSION) {
        throw new BackupFileError(`${file} was written by a newer version of the shop: upgrade it first.`);
      }
      header = control[1];
    } else if (control[0] === 'table-end') {
      if (control[2] !== rows || control[3] !== digest.takeTable()) {
        throw new BackupFileError(
          `${file} is damaged: the rows of ${control[1]} do not match their checksum.`,
        );
      }
      rows = 0;
    } else if (control[0] === 'end') {
      if (!header || control[1].sha256 !== digest.wholeDigest()) {
        throw new BackupFileError(`${file} is damaged: its checksum does not match.`);
      }
      return { header, summary: control[1] };
    }
    digest.add(line, false);
  }
  throw new BackupFileError(`${file} is incomplete: it ends before its last line (was the backup cut off?).`);
}
