// Runs a command on a supported Node: `node scripts/with-supported-node.mjs tsx scripts/backup.ts`.
// On a Node older than package.json's engines it fetches one from the npm registry (once), says so in one
// line and puts it first on PATH for the command (decision 044). The npm scripts create-admin, backup and
// restore go through it.
import { fail } from './lib/common.mjs';
import { runOnSupportedNode } from './lib/supported-node.mjs';

const [command, ...args] = process.argv.slice(2);
if (!command) {
  fail('Usage: node scripts/with-supported-node.mjs COMMAND [ARGS...]');
  process.exit(2);
}
await runOnSupportedNode(command, args);
