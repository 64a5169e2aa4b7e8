import { readFileSync } from 'node:fs';
import path from 'node:path';
import { projectRoot } from './project-root';

/** The server refuses to start on a Node older than package.json's `engines.node` (decision 044). */
export class UnsupportedNodeError extends Error {}

/** `[major, minor]` of the oldest Node in an `engines.node` range such as ">=22.12". */
export function oldestNode(range: string): [number, number] {
  const match = /^>=\s*(\d+)(?:\.(\d+))?/.exec(range);
  if (!match) throw new Error(`engines.node "${range}" is not of the form >=MAJOR.MINOR`);
  return [Number(match[1]), Number(match[2] ?? 0)];
}

/**
 * Throws UnsupportedNodeError, with what to do, when `version` is older than `range`. A production server
 * runs on a Node its operator installed and updates: `npm run serve` and `npm run worker` fetch none.
 */
export function assertSupportedNode(
  version: string = process.versions.node,
  range: string = readEnginesNode(),
): void {
  const [oldestMajor, oldestMinor] = oldestNode(range);
  const [major = 0, minor = 0] = version.split('.').map(Number);
  if (major > oldestMajor || (major === oldestMajor && minor >= oldestMinor)) return;
  throw new UnsupportedNodeError(
    `Node.js ${version} is older than this shop supports (${oldestMajor}.${oldestMinor}). Install Node.js ` +
      `${oldestMajor} or 24 LTS, or use \`npm start\`, which runs the shop on one it fetches from the npm registry.`,
  );
}

function readEnginesNode(): string {
  const pkg = JSON.parse(readFileSync(path.join(projectRoot(), 'package.json'), 'utf8')) as {
    engines: { node: string };
  };
  return pkg.engines.node;
}
