// The oldest Node.js this shop supports (package.json `engines.node`), and a supported one from the npm
// registry's node-<platform>-<arch> package when the machine's is older (decision 044). The registry is the
// one place these machines download from, and the package is the official binary.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fail, NPM, ROOT, say } from './common.mjs';
import { exitCodeOf, forwardSignals, stopWithParent } from './server.mjs';

/** `{ major, minor }` of package.json's `engines.node` (">=22.12"). */
export const OLDEST = (() => {
  const range = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')).engines.node;
  const [, major, minor = '0'] = /^>=\s*(\d+)(?:\.(\d+))?/.exec(range) ?? [];
  return { major: Number(major), minor: Number(minor), text: `${major}.${minor}` };
})();

export function isSupported(version = process.versions.node) {
  const [major, minor] = version.split('.').map(Number);
  return major > OLDEST.major || (major === OLDEST.major && minor >= OLDEST.minor);
}

/** Set in the environment of a command re-run on a fetched Node, so it never fetches again. */
const ON_FETCHED_NODE = 'SHOP_ON_FETCHED_NODE';

/**
 * The bin folder of Node `major`, unpacked under .cache/ from the newest release on the registry (fetched
 * once). Exits the process when it cannot be had.
 */
export function ensureNode(major, { quiet = false } = {}) {
  const packageName = `node-${process.platform}-${process.arch}`;
  const home = path.join(ROOT, '.cache', `node-${major}`);
  const binDir = path.join(home, 'package', 'bin');
  if (existsSync(path.join(binDir, 'node'))) return binDir;

  if (!quiet) console.error(`› Fetching Node.js ${major} (${packageName}@${major}) from the npm registry...`);
  rmSync(home, { recursive: true, force: true });
  mkdirSync(home, { recursive: true });
  const pack = spawnSync(
    NPM,
    ['pack', `${packageName}@${major}`, '--pack-destination', home, '--loglevel', 'error'],
    { cwd: home, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  const tarball = existsSync(home) ? readdirSync(home).find((name) => name.endsWith('.tgz')) : undefined;
  if (pack.status !== 0 || !tarball) {
    fail(
      `npm pack ${packageName}@${major} failed: Node.js ${major} could not be fetched from the npm registry`,
    );
    process.exit(1);
  }
  const untar = spawnSync('tar', ['-xzf', tarball], { cwd: home, stdio: 'inherit' });
  rmSync(path.join(home, tarball), { force: true });
  if (untar.status !== 0 || !existsSync(path.join(binDir, 'node'))) {
    fail(`The ${packageName} package holds no bin/node`);
    process.exit(1);
  }
  return binDir;
}

/** The version of the Node in a bin folder made by ensureNode. */
function versionIn(binDir) {
  try {
    return JSON.parse(readFileSync(path.join(binDir, '..', 'package.json'), 'utf8')).version;
  } catch {
    return `${OLDEST.major}.x`;
  }
}

/** The environment for a command on the Node in `binDir`: that Node first on PATH for every child. */
export function envWithNode(binDir, env = process.env) {
  return { ...env, PATH: `${binDir}${path.delimiter}${env.PATH ?? ''}` };
}

/**
 * Undefined when this Node is supported; otherwise fetches a supported one (once), says so in one line and
 * answers its bin folder.
 */
function supportedNodeBin() {
  if (isSupported()) return undefined;
  if (process.env[ON_FETCHED_NODE]) {
    fail(
      `Node.js ${process.versions.node} is older than this shop supports (${OLDEST.text}), even the one ` +
        'fetched from the npm registry; delete .cache/ and try again.',
    );
    process.exit(1);
  }
  const binDir = ensureNode(String(OLDEST.major), { quiet: true });
  say(
    `Node ${process.versions.node} is older than this shop supports (${OLDEST.text}); ` +
      `running on Node ${versionIn(binDir)} from the npm registry`,
  );
  return binDir;
}

/**
 * Runs `command args` with inherited output and exits with its code. On a Node older than the floor the
 * command runs with a supported Node first on PATH, so it and everything it starts run on that Node.
 * Signals to this process are passed on (see forwardSignals).
 */
export function runOnSupportedNode(command, args) {
  const binDir = supportedNodeBin();
  const env = binDir ? { ...envWithNode(binDir), [ON_FETCHED_NODE]: '1' } : process.env;
  const resolved = binDir && command === 'node' ? path.join(binDir, 'node') : command;
  const child = spawn(resolved, args, { cwd: process.cwd(), stdio: 'inherit', env });
  const release = forwardSignals(child);
  const releaseParent = stopWithParent(child);
  child.on('error', (error) => {
    fail(`Could not run ${command}: ${error.message}`);
    process.exit(1);
  });
  child.on('exit', (code, signal) => {
    release();
    releaseParent();
    process.exit(exitCodeOf(code, signal));
  });
  // This process only waits for the child from here on.
  return new Promise(() => {});
}

/**
 * Called first by the project's scripts (npm start, npm test, npm run dev, setup, bench): returns at once on
 * a supported Node; on an older one runs this same script again on a supported Node and never returns.
 */
export async function onSupportedNode() {
  if (isSupported()) return;
  await runOnSupportedNode('node', [...process.execArgv, ...process.argv.slice(1)]);
}
