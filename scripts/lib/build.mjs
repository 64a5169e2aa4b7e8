// Builds the client and the server bundle when their inputs changed since the last build.
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fail, formatSeconds, hashPaths, NPM, ok, readStamp, ROOT, run, say } from './common.mjs';

export const DIST = path.join(ROOT, 'dist');
export const SERVER_ENTRY = path.join(DIST, 'server', 'main.js');
const CLIENT_INDEX = path.join(DIST, 'client', 'index.html');
const STAMP = path.join(DIST, '.build-stamp');

/** Everything the build reads. Changing any of these makes the build stale. */
const BUILD_INPUTS = [
  'src',
  'index.html',
  'public',
  'vite.config.ts',
  'tsconfig.json',
  'package.json',
  'package-lock.json',
];

export function buildKey() {
  return hashPaths(BUILD_INPUTS, `${process.platform}-${process.arch}\n`);
}

/** Why the build must run again, or undefined when dist/ is up to date. */
export function buildStaleReason() {
  if (!existsSync(SERVER_ENTRY) || !existsSync(CLIENT_INDEX)) return 'no build yet';
  const stamp = readStamp(STAMP);
  if (!stamp) return 'the build has no stamp';
  if (stamp !== buildKey()) return 'sources changed since the last build';
  return undefined;
}

/** Runs `npm run build` unconditionally and stamps dist/ on success. */
export async function build({ timeoutMs = 10 * 60_000 } = {}) {
  rmSync(STAMP, { force: true });
  const key = buildKey();
  // A production bundle whatever the caller's NODE_ENV: under NODE_ENV=test (vitest, the test servers)
  // Vite builds React's development bundle, three times the size.
  const result = await run(NPM, ['run', '--silent', 'build'], { timeoutMs, env: { NODE_ENV: 'production' } });
  if (!ok(result)) {
    fail(
      `The build failed (exit ${result.code}${result.timedOut ? ', timed out' : ''}); see the messages above.`,
    );
    return false;
  }
  if (!existsSync(SERVER_ENTRY)) {
    fail(`The build finished but ${path.relative(ROOT, SERVER_ENTRY)} is missing.`);
    return false;
  }
  mkdirSync(DIST, { recursive: true });
  writeFileSync(STAMP, `${key}\n`);
  say(`Built in ${formatSeconds(result.ms)}.`);
  return true;
}

/** Builds when the build is missing or stale. Returns true when dist/ is ready. */
export async function ensureBuild({ timeoutMs, quiet = false } = {}) {
  const reason = buildStaleReason();
  if (!reason) {
    if (!quiet) say('The build is up to date.');
    return true;
  }
  say(`Building (${reason})...`);
  return build({ timeoutMs });
}
