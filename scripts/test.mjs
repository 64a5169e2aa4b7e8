// npm test: installs what is missing (dependencies, a Chromium), then type check, lint, format check,
// unit, API, build and browser suites, each with a time limit. Prints a summary and exits non-zero when
// any step fails.
//
//   npm test                      every step
//   npm test -- unit api          only the named steps (typecheck lint format unit api build e2e scale)
//                                 (scale, the suite of several server processes on PostgreSQL, runs only
//                                 when named: CI runs it after the PostgreSQL API suite)
//   npm test -- --bail            stop at the first failure
//   npm test -- --summary-dir D   where the per-suite counts are written (default test-results/summary)
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  bin,
  bold,
  dim,
  fail,
  formatSeconds,
  green,
  interrupted,
  ok,
  red,
  ROOT,
  run,
  say,
  yellow,
} from './lib/common.mjs';
import { ensureDependencies } from './lib/install.mjs';
import { onSupportedNode } from './lib/supported-node.mjs';

// On a Node older than package.json's engines, this script (and every suite it starts) runs again on one
// from the npm registry.
await onSupportedNode();

const MINUTE = 60_000;
const argv = process.argv.slice(2);
const bail = argv.includes('--bail');
const summaryDirIndex = argv.indexOf('--summary-dir');
const summaryDir = path.resolve(
  ROOT,
  summaryDirIndex >= 0 ? argv[summaryDirIndex + 1] : path.join('test-results', 'summary'),
);
const selected = argv.filter(
  (arg, index) => !arg.startsWith('--') && (summaryDirIndex < 0 || index !== summaryDirIndex + 1),
);

/** Vitest with its usual output plus a JSON report that the summary reads. */
const vitest = (project) => ({
  command: bin('vitest'),
  args: [
    'run',
    '--project',
    project,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${path.join(summaryDir, `${project}.json`)}`,
  ],
  counts: () => vitestCounts(path.join(summaryDir, `${project}.json`)),
});

/** The scale suite: its own vitest config (real server processes on the PostgreSQL server). */
const scaleSuite = () => ({
  command: bin('vitest'),
  args: [
    'run',
    '--config',
    'scale/vitest.config.ts',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${path.join(summaryDir, 'scale.json')}`,
  ],
  counts: () => vitestCounts(path.join(summaryDir, 'scale.json')),
});

const STEPS = [
  {
    name: 'typecheck',
    title: 'Type check (tsc: the whole tree, then src/shared without DOM and Node types)',
    timeoutMs: 5 * MINUTE,
    run: runTypecheck,
  },
  { name: 'lint', title: 'Lint (eslint)', command: bin('eslint'), args: ['.'], timeoutMs: 5 * MINUTE },
  {
    name: 'format',
    title: 'Format (prettier --check)',
    command: bin('prettier'),
    args: ['--check', '.', '--log-level', 'warn'],
    timeoutMs: 3 * MINUTE,
  },
  { name: 'unit', title: 'Unit tests (vitest unit)', timeoutMs: 8 * MINUTE, ...vitest('unit') },
  { name: 'api', title: 'API tests (vitest api)', timeoutMs: 25 * MINUTE, ...vitest('api') },
  { name: 'build', title: 'Build', timeoutMs: 8 * MINUTE, run: runBuild },
  {
    name: 'e2e',
    title: 'Browser tests (playwright)',
    command: bin('playwright'),
    args: ['test'],
    // Playwright's own globalTimeout (playwright.config.ts) stops it first and still writes its report.
    timeoutMs: 32 * MINUTE,
    needs: ['build'],
    counts: () => readJson(path.join(summaryDir, 'e2e.json')),
  },
  {
    name: 'scale',
    title: 'Scale tests (several server processes on PostgreSQL)',
    timeoutMs: 12 * MINUTE,
    onlyWhenNamed: true,
    ...scaleSuite(),
  },
];

const unknown = selected.filter((name) => !STEPS.some((step) => step.name === name));
if (unknown.length > 0) {
  fail(`Unknown step ${unknown.join(', ')}; the steps are: ${STEPS.map((step) => step.name).join(' ')}`);
  process.exit(2);
}
const steps =
  selected.length > 0
    ? STEPS.filter((step) => selected.includes(step.name))
    : STEPS.filter((step) => !step.onlyWhenNamed);

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

function vitestCounts(file) {
  const report = readJson(file);
  if (!report) return undefined;
  let failed = report.numFailedTests ?? 0;
  // A file that failed to load fails its suite without failing a test: count it.
  if (!report.success && failed === 0) failed = Math.max(1, report.numFailedTestSuites ?? 0);
  return {
    passed: report.numPassedTests ?? 0,
    failed,
    skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
  };
}

/** `tsc -p .`, then `tsc -p src/shared`: the contract must compile without the DOM and Node types. */
async function runTypecheck(step) {
  let ms = 0;
  for (const project of ['.', 'src/shared']) {
    const result = await run(bin('tsc'), ['-p', project], { timeoutMs: step.timeoutMs, env });
    ms += result.ms;
    if (!ok(result)) return { ...result, ms };
  }
  return { code: 0, signal: null, timedOut: false, ms };
}

async function runBuild(step) {
  // Skipped when dist/ was built from exactly the current sources (a content hash, see lib/build.mjs).
  const { ensureBuild } = await import('./lib/build.mjs');
  const started = Date.now();
  const built = await ensureBuild({ timeoutMs: step.timeoutMs });
  return { code: built ? 0 : 1, signal: null, timedOut: false, ms: Date.now() - started };
}

const results = [];
const record = (name, title, outcome, ms, note = '') => results.push({ name, title, outcome, ms, note });
const started = Date.now();

rmSync(summaryDir, { recursive: true, force: true });
mkdirSync(summaryDir, { recursive: true });

// 1. Dependencies.
say(bold('Dependencies'));
let time = Date.now();
if (!(await ensureDependencies())) {
  record('deps', 'Dependencies', 'failed', Date.now() - time);
  finish();
}
record('deps', 'Dependencies', 'passed', Date.now() - time);

// 2. A browser, when the browser suite runs.
const env = { TEST_SUMMARY_DIR: summaryDir };
if (steps.some((step) => step.name === 'e2e')) {
  say(bold('Chromium for the browser suite'));
  time = Date.now();
  const { ensureChromium } = await import('./lib/chromium.mjs');
  const chromium = await ensureChromium();
  if (chromium) {
    env.CHROMIUM_PATH = chromium;
    record('chromium', 'Chromium', 'passed', Date.now() - time);
  } else {
    record('chromium', 'Chromium', 'failed', Date.now() - time, 'no browser');
  }
}

// 3. The checks and suites, in order.
for (const step of steps) {
  const blockedBy = [...(step.needs ?? []), ...(step.name === 'e2e' ? ['chromium'] : [])].find((need) =>
    results.some((result) => result.name === need && result.outcome === 'failed'),
  );
  if (blockedBy || (bail && results.some((result) => result.outcome === 'failed'))) {
    record(step.name, step.title, 'skipped', 0, blockedBy ? `${blockedBy} failed` : '--bail');
    continue;
  }
  console.log('');
  say(bold(`${step.title}`));
  const result = step.run
    ? await step.run(step)
    : await run(step.command, step.args, { timeoutMs: step.timeoutMs, env });
  const note = result.timedOut
    ? `timed out after ${formatSeconds(step.timeoutMs)}`
    : result.signal
      ? `stopped by ${result.signal}`
      : result.code !== 0
        ? `exit ${result.code}`
        : '';
  record(step.name, step.title, ok(result) ? 'passed' : 'failed', result.ms, note);
  if (step.counts) results.at(-1).counts = step.counts();
  if (interrupted()) {
    fail(`Interrupted (${interrupted()}).`);
    finish(130);
  }
}
finish();

function finish(forcedCode) {
  console.log('');
  console.log(bold('Summary'));
  const symbol = { passed: green('✓'), failed: red('✗'), skipped: yellow('-') };
  const width = Math.max(...results.map((result) => result.title.length));
  for (const result of results) {
    const ms = result.outcome === 'skipped' ? '' : formatSeconds(result.ms).padStart(8);
    const note = result.note ? dim(`  (${result.note})`) : '';
    console.log(`  ${symbol[result.outcome]} ${result.title.padEnd(width)} ${ms}${note}`);
  }
  const total = { passed: 0, failed: 0, skipped: 0 };
  const suites = results.filter(
    (result) => ['unit', 'api', 'e2e', 'scale'].includes(result.name) && result.outcome !== 'skipped',
  );
  for (const suite of suites) {
    const counts = suite.counts ?? { passed: 0, failed: suite.outcome === 'failed' ? 1 : 0, skipped: 0 };
    for (const key of Object.keys(total)) total[key] += counts[key] ?? 0;
    const label = suite.counts ? '' : ' (no report: the run failed before counting)';
    console.log(
      `${suite.name}: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped${label}`,
    );
  }
  writeFileSync(path.join(summaryDir, 'total.json'), JSON.stringify(total));
  const failedSteps = results.filter((result) => result.outcome === 'failed').map((result) => result.name);
  const seconds = formatSeconds(Date.now() - started);
  if (suites.length > 0)
    console.log(`total: ${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
  if (failedSteps.length > 0 || forcedCode) {
    console.log(red(bold(`npm test FAILED in ${seconds}: ${failedSteps.join(', ') || 'interrupted'}`)));
    process.exit(forcedCode ?? 1);
  }
  console.log(green(bold(`npm test passed: ${results.length} steps in ${seconds}`)));
  process.exit(0);
}
