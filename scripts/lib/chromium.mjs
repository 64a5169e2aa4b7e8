// Finds a Chromium for Playwright, installing one when none is present.
import { execFileSync } from 'node:child_process';
import { accessSync, constants, existsSync } from 'node:fs';
import path from 'node:path';
import { bin, fail, ok, ROOT, run, say, warn } from './common.mjs';

const SYSTEM_CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/snap/bin/chromium'];
const PATH_NAMES = ['chromium', 'chromium-browser'];

function isExecutable(file) {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function onPath(name) {
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    if (dir && isExecutable(path.join(dir, name))) return path.join(dir, name);
  }
  return undefined;
}

/** Playwright's own downloaded Chromium, when `npx playwright install chromium` has run. */
function playwrightChromium() {
  try {
    const script =
      "const { chromium } = require('playwright-core'); const p = chromium.executablePath(); " +
      "process.stdout.write(require('fs').existsSync(p) ? p : '')";
    const found = execFileSync(process.execPath, ['-e', script], {
      cwd: ROOT,
      encoding: 'utf8',
      timeout: 20_000,
    });
    return found.trim() || undefined;
  } catch {
    return undefined;
  }
}

/** A Chromium already on this machine, or undefined. $CHROMIUM_PATH wins when it points at a program. */
export function findChromium() {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) {
    if (isExecutable(fromEnv)) return { path: fromEnv, source: 'CHROMIUM_PATH' };
    warn(`CHROMIUM_PATH=${fromEnv} is not an executable program; looking elsewhere.`);
  }
  for (const candidate of SYSTEM_CANDIDATES) {
    if (isExecutable(candidate)) return { path: candidate, source: 'system' };
  }
  for (const name of PATH_NAMES) {
    const found = onPath(name);
    if (found) return { path: found, source: 'PATH' };
  }
  const own = playwrightChromium();
  if (own) return { path: own, source: 'playwright' };
  return undefined;
}

const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

/**
 * Returns the path of a Chromium to drive, installing one if needed: first Playwright's own download,
 * then (as root) the system package. Returns undefined, after explaining how to fix it, when all fail.
 */
export async function ensureChromium() {
  const found = findChromium();
  if (found) {
    say(`Chromium: ${found.path} (${found.source}).`);
    return found.path;
  }
  say('No Chromium found: trying `npx playwright install chromium`...');
  if (existsSync(bin('playwright'))) {
    const result = await run(bin('playwright'), ['install', 'chromium'], { timeoutMs: 5 * 60_000 });
    const own = ok(result) ? playwrightChromium() : undefined;
    if (own) {
      say(`Chromium: ${own} (playwright).`);
      return own;
    }
    warn('Playwright could not download its Chromium here.');
  }
  if (isRoot() && onPath('apt-get')) {
    say('Installing the system Chromium (apt-get install chromium); this takes a minute or two...');
    const env = { DEBIAN_FRONTEND: 'noninteractive' };
    const update = await run('apt-get', ['update'], { timeoutMs: 5 * 60_000, env });
    const install = ok(update)
      ? await run('apt-get', ['install', '-y', '--no-install-recommends', 'chromium'], {
          timeoutMs: 10 * 60_000,
          env,
        })
      : update;
    const again = ok(install) ? findChromium() : undefined;
    if (again) {
      say(`Chromium: ${again.path} (${again.source}).`);
      return again.path;
    }
    warn('apt-get could not install chromium.');
  }
  fail(
    'No Chromium for the browser tests. Fix it with one of:\n' +
      '    sudo apt-get install chromium          (Debian/Ubuntu; other systems: their chromium package)\n' +
      '    npx playwright install chromium        (where downloads from Playwright work)\n' +
      '    CHROMIUM_PATH=/path/to/chrome npm test  (any Chromium or Chrome you already have)',
  );
  return undefined;
}
