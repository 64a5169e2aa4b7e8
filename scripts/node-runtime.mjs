// A Node.js of another major version, from the npm registry's node-<platform>-<arch> package (the
// registry is the one place these machines download from). CI runs suites a second time with it.
//
//   node scripts/node-runtime.mjs 24            prints the folder of its `node` binary (fetched once)
//   node scripts/node-runtime.mjs 24 -- CMD...  runs CMD with that Node first on PATH
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fail, NPM, ROOT } from './lib/common.mjs';

const [major, separator, ...command] = process.argv.slice(2);
if (!/^\d+$/.test(major ?? '') || (separator !== undefined && separator !== '--')) {
  fail('Usage: node scripts/node-runtime.mjs MAJOR [-- COMMAND ARGS...]');
  process.exit(2);
}

const binDir = ensureNode(major);
if (command.length === 0) {
  console.log(binDir);
  process.exit(0);
}
const result = spawnSync(command[0], command.slice(1), {
  cwd: ROOT,
  stdio: 'inherit',
  env: { ...process.env, PATH: `${binDir}${path.delimiter}${process.env.PATH ?? ''}` },
});
if (result.error) fail(`Could not run ${command[0]}: ${result.error.message}`);
process.exit(result.status ?? 1);

/** The bin folder of Node `major`, unpacked under .cache/ from the newest release on the registry. */
function ensureNode(majorVersion) {
  const packageName = `node-${process.platform}-${process.arch}`;
  const home = path.join(ROOT, '.cache', `node-${majorVersion}`);
  const binDir = path.join(home, 'package', 'bin');
  if (existsSync(path.join(binDir, 'node'))) return binDir;

  console.error(
    `› Fetching Node.js ${majorVersion} (${packageName}@${majorVersion}) from the npm registry...`,
  );
  rmSync(home, { recursive: true, force: true });
  mkdirSync(home, { recursive: true });
  const pack = spawnSync(
    NPM,
    ['pack', `${packageName}@${majorVersion}`, '--pack-destination', home, '--loglevel', 'error'],
    {
      cwd: home,
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const tarball = readdirSync(home).find((name) => name.endsWith('.tgz'));
  if (pack.status !== 0 || !tarball) {
    fail(`npm pack ${packageName}@${majorVersion} failed`);
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
