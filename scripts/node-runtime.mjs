// A Node.js of a given major version, from the npm registry's node-<platform>-<arch> package (the
// registry is the one place these machines download from). CI runs suites on Node 22 and 24 with it.
//
//   node scripts/node-runtime.mjs 24            prints the folder of its `node` binary (fetched once)
//   node scripts/node-runtime.mjs 24 -- CMD...  runs CMD with that Node first on PATH
import { spawnSync } from 'node:child_process';
import { fail, ROOT } from './lib/common.mjs';
import { ensureNode, envWithNode } from './lib/supported-node.mjs';

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
  env: envWithNode(binDir),
});
if (result.error) fail(`Could not run ${command[0]}: ${result.error.message}`);
process.exit(result.status ?? 1);
