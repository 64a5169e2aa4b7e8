import { chmodSync, lstatSync, readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * Every entry under `root` (itself included) that is not owner-only, as `relative path: mode`: a folder
 * must be 0700 and anything else 0600. Symbolic links are not followed.
 */
export function notOwnerOnly(root: string): string[] {
  const found: string[] = [];
  const visit = (entry: string) => {
    const stats = lstatSync(entry);
    if (stats.isSymbolicLink()) return;
    const mode = stats.mode & 0o7777;
    const wanted = stats.isDirectory() ? 0o700 : 0o600;
    if (mode !== wanted)
      found.push(`${path.relative(root, entry) || '.'}: ${mode.toString(8).padStart(4, '0')}`);
    if (stats.isDirectory()) for (const name of readdirSync(entry)) visit(path.join(entry, name));
  };
  visit(root);
  return found;
}

/** How many files (not folders) lie under `root`. */
export function fileCount(root: string): number {
  return readdirSync(root, { recursive: true, withFileTypes: true }).filter((entry) => !entry.isDirectory())
    .length;
}

/** Opens every folder to every user and every file to every user's reads and writes, as an older version left them. */
export function openToEveryone(root: string): void {
  const visit = (entry: string) => {
    const stats = lstatSync(entry);
    if (stats.isSymbolicLink()) return;
    chmodSync(entry, stats.isDirectory() ? 0o755 : 0o666);
    if (stats.isDirectory()) for (const name of readdirSync(entry)) visit(path.join(entry, name));
  };
  visit(root);
}
