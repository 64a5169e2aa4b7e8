// Installs dependencies when node_modules is missing or does not match package-lock.json.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fail, hashText, NPM, ok, readStamp, ROOT, run, say, warn } from './common.mjs';

const NODE_MODULES = path.join(ROOT, 'node_modules');
const STAMP = path.join(NODE_MODULES, '.shop-install-stamp');
const LOCK = path.join(ROOT, 'package-lock.json');

/** What the installed tree must match: the lock file (or package.json without one), per platform. */
function installKey() {
  const source = existsSync(LOCK) ? LOCK : path.join(ROOT, 'package.json');
  return hashText(`${process.platform}-${process.arch}\n${readFileSync(source)}`);
}

/**
 * True when npm's own record of the installed tree (node_modules/.package-lock.json) has every
 * non-optional package of package-lock.json at the same version: a tree installed by hand with
 * `npm ci` or `npm install` counts as fresh without reinstalling it.
 */
function treeMatchesLock() {
  try {
    const wanted = JSON.parse(readFileSync(LOCK, 'utf8')).packages ?? {};
    const installed = JSON.parse(
      readFileSync(path.join(NODE_MODULES, '.package-lock.json'), 'utf8'),
    ).packages;
    if (!installed) return false;
    for (const [key, entry] of Object.entries(wanted)) {
      if (!key.startsWith('node_modules/') || entry.optional || entry.devOptional) continue;
      const have = installed[key];
      if (!have || have.version !== entry.version) return false;
      if (!existsSync(path.join(ROOT, key))) return false;
    }
    return true;
  } catch {
    return false;
  }
}

/** Makes node_modules match the lock file. Returns true when dependencies are ready. */
export async function ensureDependencies({ timeoutMs = 15 * 60_000, quiet = false } = {}) {
  const key = installKey();
  const hasModules = existsSync(NODE_MODULES);
  if (hasModules && readStamp(STAMP) === key) {
    if (!quiet) say('Dependencies are up to date.');
    return true;
  }
  const hasLock = existsSync(LOCK);
  if (hasModules && hasLock && treeMatchesLock()) {
    writeFileSync(STAMP, `${key}\n`);
    if (!quiet) say('Dependencies are up to date.');
    return true;
  }
  say(
    hasModules
      ? 'Dependencies are out of date with package-lock.json: reinstalling (npm ci)...'
      : `Installing dependencies (${hasLock ? 'npm ci' : 'npm install'}); the first time takes a minute or two...`,
  );
  const args = hasLock ? ['ci', '--no-audit', '--no-fund'] : ['install', '--no-audit', '--no-fund'];
  let result = await run(NPM, args, { timeoutMs });
  if (!ok(result) && hasLock && !result.timedOut && !result.signal) {
    // `npm ci` refuses a lock that is out of step with package.json or with what the registry still
    // offers (e.g. an optional platform package missing). `npm install --no-save` follows the lock as far
    // as it can and leaves package.json and package-lock.json untouched.
    warn('npm ci refused; trying `npm install --no-save` instead (package-lock.json is not changed)...');
    result = await run(NPM, ['install', '--no-save', '--no-audit', '--no-fund'], { timeoutMs });
  }
  if (!ok(result)) {
    fail(
      `npm ${args[0]} failed (exit ${result.code}${result.timedOut ? ', timed out' : ''}). ` +
        'Check the network, then run it again.',
    );
    return false;
  }
  writeFileSync(STAMP, `${installKey()}\n`);
  say('Dependencies installed.');
  return true;
}
