// Shared helpers for the project scripts. Node built-ins only: these run before dependencies exist.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const BIN = path.join(ROOT, 'node_modules', '.bin');
export const IS_WINDOWS = process.platform === 'win32';
export const NPM = IS_WINDOWS ? 'npm.cmd' : 'npm';

const useColour = process.stdout.isTTY && !process.env.NO_COLOR;
const paint = (code) => (text) => (useColour ? `\x1b[${code}m${text}\x1b[0m` : text);
export const bold = paint('1');
export const green = paint('32');
export const red = paint('31');
export const yellow = paint('33');
export const dim = paint('2');

/** A short progress line, prefixed so it stands apart from tool output. */
export function say(message) {
  console.log(`${bold('›')} ${message}`);
}
export function warn(message) {
  console.warn(`${yellow('!')} ${message}`);
}
export function fail(message) {
  console.error(`${red('✗')} ${message}`);
}

/** Path of a locally installed tool (node_modules/.bin). */
export function bin(name) {
  return path.join(BIN, IS_WINDOWS ? `${name}.cmd` : name);
}

/** The number after `--name` on the command line, or `fallback`. */
export function numberOption(argv, name, fallback) {
  const index = argv.indexOf(`--${name}`);
  return index >= 0 ? Number(argv[index + 1]) : fallback;
}

export function formatSeconds(ms) {
  return `${(ms / 1000).toFixed(1)} s`;
}

let interruptedBy;
/** The signal (SIGINT/SIGTERM) that interrupted a command run with a timeout, if any. */
export function interrupted() {
  return interruptedBy;
}

/**
 * Runs a command with inherited output. Resolves to { code, signal, timedOut, ms }; never rejects for a
 * failing command. After `timeoutMs` the command's process group gets SIGTERM, then SIGKILL 10 s later.
 */
export function run(command, args = [], { timeoutMs = 0, env, cwd = ROOT, stdio = 'inherit' } = {}) {
  const started = Date.now();
  return new Promise((resolve) => {
    let timedOut = false;
    let killTimer;
    const child = spawn(command, args, {
      cwd,
      env: env ? { ...process.env, ...env } : process.env,
      stdio,
      // Own process group so a timeout can end the command together with everything it started.
      detached: !IS_WINDOWS && timeoutMs > 0,
    });
    const signalGroup = (signal) => {
      try {
        if (!IS_WINDOWS && timeoutMs > 0) process.kill(-child.pid, signal);
        else child.kill(signal);
      } catch {
        /* already gone */
      }
    };
    // A detached child does not get the terminal's Ctrl-C: pass it on.
    const forward = (signal) => {
      interruptedBy = signal;
      signalGroup(signal);
    };
    if (timeoutMs > 0) {
      process.on('SIGINT', forward);
      process.on('SIGTERM', forward);
    }
    const timer =
      timeoutMs > 0
        ? setTimeout(() => {
            timedOut = true;
            fail(`${command} ${args.join(' ')} took longer than ${formatSeconds(timeoutMs)}: stopping it`);
            signalGroup('SIGTERM');
            killTimer = setTimeout(() => signalGroup('SIGKILL'), 10_000);
          }, timeoutMs)
        : undefined;
    const finish = (code, signal) => {
      clearTimeout(timer);
      clearTimeout(killTimer);
      process.off('SIGINT', forward);
      process.off('SIGTERM', forward);
      resolve({ code, signal, timedOut, ms: Date.now() - started });
    };
    child.on('error', (error) => {
      fail(`could not run ${command}: ${error.message}`);
      finish(127, null);
    });
    child.on('exit', (code, signal) => finish(code ?? 1, signal));
  });
}

export function ok(result) {
  return result.code === 0 && !result.timedOut && !result.signal;
}

export function hashText(text) {
  return createHash('sha256').update(text).digest('hex');
}

/** Lists files under the given paths (relative to the project root), skipping node_modules and dot folders. */
export function listFiles(relativePaths) {
  const files = [];
  const walk = (relative) => {
    const absolute = path.join(ROOT, relative);
    if (!existsSync(absolute)) return;
    const stat = statSync(absolute);
    if (stat.isFile()) {
      files.push(relative);
      return;
    }
    if (!stat.isDirectory()) return;
    for (const entry of readdirSync(absolute).sort()) {
      if (entry === 'node_modules' || entry.startsWith('.')) continue;
      walk(path.join(relative, entry));
    }
  };
  for (const relative of relativePaths) walk(relative);
  return files;
}

/** One hash over the names and contents of the files under the given paths. */
export function hashPaths(relativePaths, extra = '') {
  const hash = createHash('sha256');
  hash.update(extra);
  for (const file of listFiles(relativePaths)) {
    hash.update(`\0${file.split(path.sep).join('/')}\0`);
    hash.update(readFileSync(path.join(ROOT, file)));
  }
  return hash.digest('hex');
}

export function readStamp(file) {
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    return undefined;
  }
}
